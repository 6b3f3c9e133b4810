/**
 * <Form> ignores a repeater's maxRows: Add row stays enabled past the maximum, only the intake counts the rows.
 * @fails FB-41
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/repeater-max-rows-ignored.tsx',
  },
})
