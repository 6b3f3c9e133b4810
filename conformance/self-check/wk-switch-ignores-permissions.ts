/**
 * The guides panel's edit-mode switch shown to every reader, whatever targets-map's permissions: a
 * reader who may neither create nor update guides can turn edit mode on.
 * @fails WK-31
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-switch-ignores-permissions',
  siteModules: { '@payload-plugin-suite/admin-wiki/admin': './wk-support/admin/switch-for-everyone.tsx' },
})
