/**
 * The submission view's Sent and Agreed pills are Payload's success pill as it comes (blue): the
 * plugin's green is missing, in the action results and the consent answers alike.
 * @fails FB-54 FB-56
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: { '@payload-plugin-suite/form-builder/admin': './support/site/pills-not-green.tsx' },
})
