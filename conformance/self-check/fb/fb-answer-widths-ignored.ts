/**
 * The submission view ignores the form's authored widths: every answer takes the whole row.
 * @fails FB-50
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/admin': './support/site/answer-widths-ignored.tsx',
  },
})
