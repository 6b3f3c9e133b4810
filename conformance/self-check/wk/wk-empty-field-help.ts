/**
 * Field help rendered after every targetable field, guides or not: fields without guides show the
 * help's heading and "no guides".
 * @fails WK-28
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: { '@payload-plugin-suite/admin-wiki/admin': './support/admin/empty-field-help.tsx' },
})
