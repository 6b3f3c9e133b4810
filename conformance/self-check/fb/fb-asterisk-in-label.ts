/**
 * <Form> writes a required field's asterisk into its label text: assistive technology reads it ("Full name *"), so the control is not named by its label.
 * @fails FB-40 FB-49
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/asterisk-in-label.tsx',
  },
})
