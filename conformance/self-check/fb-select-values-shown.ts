/**
 * <Form> shows a select's stored option values (basic, pro) instead of their labels.
 * @fails FB-40
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-select-values-shown',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/select-values-shown.tsx' },
})
