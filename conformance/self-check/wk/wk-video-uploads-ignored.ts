/**
 * An option half applied: `video` enables the embeds in guide bodies, but the media collection
 * still accepts images only.
 * @fails WK-20
 */
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('media', (collection) =>
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
