/**
 * The submission view ignores the form's authored widths: every answer takes the whole row.
 * @fails FB-50
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-answer-widths-ignored',
  siteModules: { '@payload-plugin-suite/form-builder/admin': './fb-support/site/answer-widths-ignored.tsx' },
})
