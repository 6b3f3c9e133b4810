/**
 * <Form> reads only the first message of an intake 400: the other fields' messages (a later step's too) are lost and the count says 1.
 * @fails FB-46
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/first-server-message-only.tsx',
  },
})
