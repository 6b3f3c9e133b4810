/**
 * The list band headed with the collection's singular label ("Guides for Post") where the plural
 * belongs.
 * @fails WK-27
 */
import { formatLabels } from 'payload/shared'
import { selfCheck } from '../support/selfCheck'
import { mapCollections, patchedAdminWiki } from './support/patch'

/** A slot entry: the band is the one whose import-map path names ListBand. */
const isBand = (entry: unknown): entry is { clientProps?: Record<string, unknown>; path: string } =>
  typeof entry === 'object' &&
  entry !== null &&
  String((entry as { path?: unknown }).path).endsWith('#ListBand')

export default selfCheck(import.meta.url, {
  adminWiki: patchedAdminWiki((wired) =>
    mapCollections(wired, (collection) => {
      const label = collection.labels?.singular ?? formatLabels(collection.slug).singular
      const components = Object.fromEntries(
        Object.entries(collection.admin?.components ?? {}).map(([slot, value]) => [
          slot,
          Array.isArray(value)
            ? value.map((entry) =>
                isBand(entry) ? { ...entry, clientProps: { ...entry.clientProps, label } } : entry,
              )
            : value,
        ]),
      )
      return { ...collection, admin: { ...collection.admin, components } }
    }),
  ),
})
