/**
 * <Form> writes a required field's asterisk into its label text: assistive technology reads it ("Full name *"), so the control is not named by its label.
 * @fails FB-40 FB-49
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-asterisk-in-label',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/asterisk-in-label.tsx' },
})
