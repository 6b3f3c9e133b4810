/**
 * <Form> reads only the first message of an intake 400: the other fields' messages (a later step's too) are lost and the count says 1.
 * @fails FB-46
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-first-server-message-only',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/first-server-message-only.tsx' },
})
