/**
 * The submission view shows meta as its raw JSON under one label, not as labelled readable entries.
 * @fails FB-55
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-meta-as-json',
  siteModules: { '@payload-plugin-suite/form-builder/admin': './fb-support/site/meta-as-json.tsx' },
})
