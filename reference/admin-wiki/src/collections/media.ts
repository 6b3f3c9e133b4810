import type { CollectionConfig } from 'payload'
import { IMAGE_MIME_TYPES, VIDEO_MIME_TYPES } from '../defaults'
import { adminWikiLabel } from '../i18n'
import type { ResolvedAdminWikiOptions } from '../types'

/** Images (and videos with the video option) used in guides; one alt field and the file. */
export const buildMediaCollection = (options: ResolvedAdminWikiOptions): CollectionConfig => {
  const collection: CollectionConfig = {
    slug: options.slugs.media,
    labels: { singular: adminWikiLabel('media.singular'), plural: adminWikiLabel('media.plural') },
    access: { ...options.access },
    admin: { group: 'Wiki', hidden: options.hidden.media },
    fields: [{ name: 'alt', type: 'text', label: adminWikiLabel('media.alt'), localized: true }],
    upload: { mimeTypes: [...IMAGE_MIME_TYPES, ...(options.video ? VIDEO_MIME_TYPES : [])] },
  }
  return options.overrides.media ? options.overrides.media(collection) : collection
}
