/**
 * The Local API's default kept: targets-map finds the guides without `overrideAccess: false`, so
 * every reader sees every published guide, whatever their read access allows.
 * @fails WK-09 WK-81
 */
import { selfCheck } from '../support/selfCheck'
import { wikiEndpointFinding } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: wikiEndpointFinding('/targets-map', (args) => ({ ...args, overrideAccess: true })),
})
