/**
 * <Form> ignores the authored confirmation message: after a 201 it always shows the default one.
 * @fails FB-47
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-confirmation-message-ignored',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/confirmation-message-ignored.tsx' },
})
