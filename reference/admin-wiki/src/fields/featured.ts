import type { CheckboxField, Where } from 'payload'
import { adminWikiLabel } from '../i18n'

/** Guides an editor marks for the wiki home (the `featured` option, on by default). */
export const FEATURED_FIELD = 'featured'

export const buildFeaturedField = (): CheckboxField => ({
  name: FEATURED_FIELD,
  type: 'checkbox',
  label: adminWikiLabel('pages.featured'),
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar', description: adminWikiLabel('pages.featuredDescription') },
})

/** The where clause of the wiki home's featured guides; none when the option is off (no such field). */
export const featuredWhere = (featured: boolean): undefined | Where =>
  featured ? { [FEATURED_FIELD]: { equals: true } } : undefined
