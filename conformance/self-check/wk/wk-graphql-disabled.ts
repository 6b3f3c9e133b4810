/**
 * GraphQL switched off to dodge a schema error: the guides collection sets `graphQL: false`, so the
 * host's GraphQL schema builds but guides and their targets cannot be queried over /api/graphql.
 * @fails WK-23
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.pages ?? 'wiki-pages', (collection) => ({ ...collection, graphQL: false })),
})
