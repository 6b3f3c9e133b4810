/**
 * The submission view shows a repeater answer as one line of text (member: Charles, role: CTO, …), not as numbered collapsible rows.
 * @fails FB-52
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-repeater-as-text',
  siteModules: { '@payload-plugin-suite/form-builder/admin': './fb-support/site/repeater-as-text.tsx' },
})
