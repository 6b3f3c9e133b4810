/**
 * The list band headed with the collection's singular label ("Guides for Post") where the plural
 * belongs.
 * @fails WK-27
 */
import { formatLabels } from 'payload/shared'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { mapCollections, patchedAdminWiki } from './wk-support/patch'

/** A slot entry: the band is the one whose import-map path names ListBand. */
const isBand = (entry: unknown): entry is { clientProps?: Record<string, unknown>; path: string } =>
  typeof entry === 'object' && entry !== null && String((entry as { path?: unknown }).path).endsWith('#ListBand')

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-band-singular-label',
  adminWiki: patchedAdminWiki((wired) =>
    mapCollections(wired, (collection) => {
      const label = collection.labels?.singular ?? formatLabels(collection.slug).singular
      const components = Object.fromEntries(
        Object.entries(collection.admin?.components ?? {}).map(([slot, value]) => [
          slot,
          Array.isArray(value) ? value.map((entry) => (isBand(entry) ? { ...entry, clientProps: { ...entry.clientProps, label } } : entry)) : value,
        ]),
      )
      return { ...collection, admin: { ...collection.admin, components } }
    }),
  ),
})
