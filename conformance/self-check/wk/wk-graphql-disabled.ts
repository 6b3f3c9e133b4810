/**
 * GraphQL switched off to dodge a schema error: the guides collection sets `graphQL: false`, so the
 * host's GraphQL schema builds but guides and their targets cannot be queried over /api/graphql.
 * @fails WK-23
 */
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) => ({ ...collection, graphQL: false })),
})
