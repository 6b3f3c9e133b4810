/**
 * <Form> ignores the authored confirmation message: after a 201 it always shows the default one.
 * @fails FB-47
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/confirmation-message-ignored.tsx',
  },
})
