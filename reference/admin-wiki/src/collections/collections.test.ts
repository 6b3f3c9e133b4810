import type { Config, Field } from 'payload'
import { describe, expect, test } from 'vitest'
import { resolveOptions } from '../options'
import { collectTargets } from '../targets'
import { buildMediaCollection } from './media'
import { buildPagesCollection } from './pages'

const config = {
  collections: [{ slug: 'posts', fields: [{ name: 'title', type: 'text' }] }],
} as unknown as Config
const bare = ((key: string) => key) as never
const text = (label: unknown) => (label as (args: { t: unknown }) => string)({ t: bare })
const named = (fields: Field[], name: string): Record<string, unknown> | undefined => {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field as never
    const nested =
      'tabs' in field
        ? field.tabs.flatMap((tab) => tab.fields)
        : 'fields' in field
          ? field.fields
          : []
    const found = named(nested, name)
    if (found) return found
  }
  return undefined
}

/** What the admin and the API read from the two collections, beyond the spec's field list (WK-01). */
describe('adminWiki collections (reference unit)', () => {
  test('guides: grouped under Wiki, listed by title with status and date, drafts, a localized required title and summary', () => {
    const options = resolveOptions({}, config)
    const pages = buildPagesCollection(options, config, collectTargets(config, options))
    expect(pages).toMatchObject({
      slug: 'wiki-pages',
      admin: {
        defaultColumns: ['title', '_status', 'updatedAt'],
        group: 'Wiki',
        hidden: false,
        useAsTitle: 'title',
      },
      versions: { drafts: true },
    })
    expect([text(pages.labels!.singular), text(pages.labels!.plural)]).toEqual(['Guide', 'Guides'])
    expect(named(pages.fields, 'title')).toMatchObject({
      type: 'text',
      localized: true,
      required: true,
    })
    expect(named(pages.fields, 'summary')).toMatchObject({ type: 'textarea', localized: true })
    expect(text(named(pages.fields, 'title')!.label)).toBe('Title')
    expect(named(pages.fields, 'featured')).toBeDefined()
    expect(
      named(
        buildPagesCollection(
          resolveOptions({ featured: false, hidden: { pages: true } }, config),
          config,
          collectTargets(config, options),
        ).fields,
        'featured',
      ),
    ).toBeUndefined()
    expect(
      buildPagesCollection(
        resolveOptions({ hidden: { pages: true } }, config),
        config,
        collectTargets(config, options),
      ).admin!.hidden,
    ).toBe(true)
    // The orphan banner above the list and above a guide's tabs.
    expect(pages.admin!.components!.beforeListTable).toEqual([
      '@payload-plugin-suite/admin-wiki/admin#OrphanBanner',
    ])
    expect(named(pages.fields, 'wikiOrphans')).toMatchObject({
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '@payload-plugin-suite/admin-wiki/admin#OrphanBanner',
            clientProps: { guide: true },
          },
        },
      },
    })
  })

  test('media: grouped under Wiki, a localized alt, images only unless video is on; access from the options', () => {
    const read = () => true
    const media = buildMediaCollection(resolveOptions({ access: { read } }, config))
    expect(media).toMatchObject({ slug: 'wiki-media', admin: { group: 'Wiki', hidden: false } })
    expect(media.access!.read).toBe(read)
    expect([text(media.labels!.singular), text(media.labels!.plural)]).toEqual([
      'Wiki media',
      'Wiki media',
    ])
    expect(media.fields).toMatchObject([{ name: 'alt', type: 'text', localized: true }])
    expect(text((media.fields[0] as { label: unknown }).label)).toBe('Alt')
    const types = (options: Record<string, unknown>) =>
      (buildMediaCollection(resolveOptions(options, config)).upload as { mimeTypes: string[] })
        .mimeTypes
    expect(types({}).every((type) => type.startsWith('image/'))).toBe(true)
    expect(types({ video: true }).some((type) => type.startsWith('video/'))).toBe(true)
    expect(types({ video: true })).toEqual(expect.arrayContaining(types({})))
  })
})
