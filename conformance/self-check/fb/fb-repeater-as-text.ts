/**
 * The submission view shows a repeater answer as one line of text (member: Charles, role: CTO, …), not as numbered collapsible rows.
 * @fails FB-52
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/admin': './support/site/repeater-as-text.tsx',
  },
})
