import type { Config } from 'payload'
import { attachAdminSurfaces } from './adminSurfaces'
import { buildMediaCollection } from './collections/media'
import { buildPagesCollection } from './collections/pages'
import { withParentIndexes } from './db/parentIndexes'
import { withWikiTranslations } from './i18n/withWikiTranslations'
import { resolveOptions } from './options'
import { collectTargets } from './targets'
import type { AdminWikiOptions } from './types'

export {
  LIST_TRIGGER_SLOTS,
  PAYLOAD_INTERNAL_COLLECTIONS,
  PAYLOAD_INTERNAL_GLOBALS,
} from './defaults'
export { TARGET_KEYS_FIELD, TARGET_PICKERS } from './fields/targets'
export { translations as adminWikiTranslations } from './i18n'
export { blockKey, collectionKey, customKey, fieldKey, globalKey, kindOfKey } from './targets'
export type * from './types'

/**
 * Guides attached to collections, globals, fields and blocks. Belongs last in `plugins`: the
 * targets are the entities of the config it receives.
 */
export const adminWiki =
  (options: AdminWikiOptions = {}) =>
  (config: Config): Config => {
    if (options?.disabled === true) return config
    const resolved = resolveOptions(options, config)
    const index = collectTargets(config, resolved)
    const pages = buildPagesCollection(resolved, config, index)
    const media = buildMediaCollection(resolved)
    const incomingOnInit = config.onInit
    const sawNoFields = index.byKind.field.length === 0

    const withSurfaces = withParentIndexes(
      attachAdminSurfaces(config, resolved, index),
      resolved.slugs.pages,
    )

    return {
      ...withSurfaces,
      collections: [...(withSurfaces.collections ?? []), pages, media],
      i18n: withWikiTranslations(config.i18n, resolved.translations),
      onInit: async (payload) => {
        await incomingOnInit?.(payload)
        if (sawNoFields) {
          payload.logger.warn(
            'adminWiki found no fields in the config, so guides cannot attach to any field. Place adminWiki last in `plugins`, after plugins that add collections or fields.',
          )
        }
      },
    }
  }

export default adminWiki
