/**
 * The guides panel's edit-mode switch shown to every reader, whatever targets-map's permissions: a
 * reader who may neither create nor update guides can turn edit mode on.
 * @fails WK-31
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/admin-wiki/admin': './support/admin/switch-for-everyone.tsx',
  },
})
