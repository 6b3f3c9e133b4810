/**
 * Field help rendered after every targetable field, guides or not: fields without guides show the
 * help's heading and "no guides".
 * @fails WK-28
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-empty-field-help',
  siteModules: { '@payload-plugin-suite/admin-wiki/admin': './wk-support/admin/empty-field-help.tsx' },
})
