/**
 * The submission view reads no option labels from the descriptors: a select or radio answer shows its stored value (sales, phone).
 * @fails FB-51
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/admin': './support/site/option-values-shown.tsx',
  },
})
