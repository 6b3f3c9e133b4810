/**
 * Drafts filtered by `draft: false` alone: targets-map drops its `_status: published` condition,
 * so a guide created as a draft (whose main document is the draft) is listed with its title.
 * @fails WK-09 WK-10 WK-11 WK-81
 */
import { selfCheck } from '../support/selfCheck'
import { wikiEndpointFinding } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: wikiEndpointFinding('/targets-map', (args) =>
    args.draft === false ? { ...args, where: undefined } : args,
  ),
})
