/**
 * A query-shaped update access read as a yes: each guide's `canUpdate` in targets-map copies the
 * reader's overall update permission instead of being decided guide by guide.
 * @fails WK-12
 */
import { editJsonAnswer, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

type Body = {
  permissions: { update: boolean }
  targets: Record<string, Array<{ canUpdate: boolean }>>
}

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(
      collection,
      editJsonAnswer<Body>((body) => {
        for (const guides of Object.values(body.targets))
          for (const guide of guides) guide.canUpdate = body.permissions.update
      }),
      '/targets-map',
    ),
  ),
})
