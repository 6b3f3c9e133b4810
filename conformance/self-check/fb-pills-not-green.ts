/**
 * The submission view's Sent and Agreed pills are Payload's success pill as it comes (blue): the
 * plugin's green is missing, in the action results and the consent answers alike.
 * @fails FB-54 FB-56
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-pills-not-green',
  siteModules: { '@payload-plugin-suite/form-builder/admin': './fb-support/site/pills-not-green.tsx' },
})
