/**
 * Content sent with the map: each guide in targets-map carries its stored `targetKeys` and
 * `_status` (handy for the UI), though the map must hold nothing of a guide but id, title and date.
 * @fails WK-10
 */
import { editJsonAnswer, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

type Guide = { id: number | string; [key: string]: unknown }

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(
      collection,
      editJsonAnswer<{ targets: Record<string, Guide[]> }>((body) => {
        const keysOf = new Map<Guide['id'], string[]>()
        for (const [key, guides] of Object.entries(body.targets))
          for (const guide of guides) keysOf.set(guide.id, [...(keysOf.get(guide.id) ?? []), key])
        for (const guides of Object.values(body.targets))
          for (const guide of guides)
            Object.assign(guide, { targetKeys: keysOf.get(guide.id), _status: 'published' })
      }),
      '/targets-map',
    ),
  ),
})
