/**
 * Drafts filtered by `draft: false` alone: targets-map drops its `_status: published` condition,
 * so a guide created as a draft (whose main document is the draft) is listed with its title.
 * @fails WK-09 WK-10 WK-11 WK-81
 */
import type { Config, Payload } from 'payload'
import reference from '../../../reference'
import { overrideMethods, patchCollection, withPayload, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

/** A payload whose `find` takes no `where` with `draft: false`. */
const withoutStatusFilter = (payload: Payload): Payload =>
  overrideMethods(payload, {
    find: (find) => ((args) => find(args.draft === false ? { ...args, where: undefined } : args)) as typeof find,
  })

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.pages ?? 'wiki-pages', (collection) =>
        wrapEndpoints(collection, (handler) => (req) => withPayload(req, withoutStatusFilter, () => handler(req)), '/targets-map'),
      ),
})
