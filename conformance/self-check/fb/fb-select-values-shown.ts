/**
 * <Form> shows a select's stored option values (basic, pro) instead of their labels.
 * @fails FB-40
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/select-values-shown.tsx',
  },
})
