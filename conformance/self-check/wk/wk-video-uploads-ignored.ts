/**
 * An option half applied: `video` enables the embeds in guide bodies, but the media collection
 * still accepts images only.
 * @fails WK-20
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.media ?? 'wiki-media', (collection) =>
        typeof collection.upload === 'object'
          ? {
              ...collection,
              upload: {
                ...collection.upload,
                mimeTypes: collection.upload.mimeTypes?.filter((type) => type.startsWith('image/')),
              },
            }
          : collection,
      ),
})
