/**
 * The submission view shows meta as its raw JSON under one label, not as labelled readable entries.
 * @fails FB-55
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: { '@payload-plugin-suite/form-builder/admin': './support/site/meta-as-json.tsx' },
})
