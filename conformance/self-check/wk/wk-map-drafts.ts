/**
 * Drafts filtered by `draft: false` alone: targets-map drops its `_status: published` condition,
 * so a guide created as a draft (whose main document is the draft) is listed with its title.
 * @fails WK-09 WK-10 WK-11 WK-81
 */
import type { Payload } from 'payload'
import { overrideMethods, withPayload, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

/** A payload whose `find` takes no `where` with `draft: false`. */
const withoutStatusFilter = (payload: Payload): Payload =>
  overrideMethods(payload, {
    find: (find) => ((args) => find(args.draft === false ? { ...args, where: undefined } : args)) as typeof find,
  })

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(collection, (handler) => (req) => withPayload(req, withoutStatusFilter, () => handler(req)), '/targets-map'),
  ),
})
