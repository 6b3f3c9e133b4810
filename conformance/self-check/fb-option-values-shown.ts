/**
 * The submission view reads no option labels from the descriptors: a select or radio answer shows its stored value (sales, phone).
 * @fails FB-51
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-option-values-shown',
  siteModules: { '@payload-plugin-suite/form-builder/admin': './fb-support/site/option-values-shown.tsx' },
})
