/**
 * State read from the wrong place: orphaned-targets reads each guide's published document
 * (`draft: false`) instead of its latest version, so a draft revision that moved a guide to a
 * vanished target is missed.
 * @fails WK-14
 */
import { selfCheck } from '../support/selfCheck'
import { wikiEndpointFinding } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: wikiEndpointFinding('/orphaned-targets', (args) => ({ ...args, draft: false })),
})
