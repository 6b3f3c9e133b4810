import type { CheckboxField, Where } from 'payload'

/** Guides an editor marks for the wiki home (the `featured` option, on by default). */
export const FEATURED_FIELD = 'featured'

export const buildFeaturedField = (): CheckboxField => ({
  name: FEATURED_FIELD,
  type: 'checkbox',
  label: { en: 'Featured', de: 'Hervorgehoben' },
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar', description: { en: 'Shown first on the wiki home.', de: 'Steht oben auf der Wiki-Startseite.' } },
})

/** The where clause of the wiki home's featured guides; none when the option is off (no such field). */
export const featuredWhere = (featured: boolean): undefined | Where => (featured ? { [FEATURED_FIELD]: { equals: true } } : undefined)
