/**
 * <Form> ignores a repeater's maxRows: Add row stays enabled past the maximum, only the intake counts the rows.
 * @fails FB-41
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-repeater-max-rows-ignored',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/repeater-max-rows-ignored.tsx' },
})
