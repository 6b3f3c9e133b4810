import type { CollectionConfig } from 'payload'
import { createClient, seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import { adminText, createGuide, fieldNames, pngFile, signInWikiUser, uploadFile } from './support'
import wkWiki from './wk-wiki'

/** What the override functions received, recorded when the host's config is built. */
const seen: { pages?: CollectionConfig; media?: CollectionConfig } = {}

const wiki = {
  overrides: {
    pages: {
      tabs: [
        {
          label: 'Review',
          fields: [{ name: 'reviewState', type: 'select', options: ['open', 'done'] }],
        },
        {
          name: 'ownership',
          label: 'Ownership',
          fields: [
            { name: 'owner', type: 'text' },
            { name: 'team', type: 'text' },
          ],
        },
      ],
      collection: (collection: CollectionConfig): CollectionConfig => {
        seen.pages = collection
        return {
          ...collection,
          admin: { ...collection.admin, group: 'Handbook' },
          // What an override removes stays removed.
          endpoints: (collection.endpoints || []).filter(
            (endpoint) => endpoint.path !== '/orphaned-targets',
          ),
          fields: [...collection.fields, { name: 'reviewNote', type: 'text' }],
        }
      },
    },
    media: (collection: CollectionConfig): CollectionConfig => {
      seen.media = collection
      // Registered as is: this public read replaces the plugin's logged-in default.
      return {
        ...collection,
        access: { ...collection.access, read: () => true },
        fields: [...collection.fields, { name: 'credit', type: 'text' }],
      }
    },
  },
}

describeFamily('WK', 'overrides', () => {
  const host = useHost({ fixture: wkWiki, options: { wiki } })
  const faker = seededFaker(5109)

  test('[WK-18] overrides.pages.tabs come after Guide and Targets: named tabs nest their fields, unnamed tabs write at the root', async () => {
    const pages = host().config.collections.find((collection) => collection.slug === 'wiki-pages')!
    const tabs = (
      pages.fields.find((field) => field.type === 'tabs') as {
        tabs: Array<{ label?: unknown; name?: string }>
      }
    ).tabs
    expect(
      await Promise.all(
        tabs.map(async (tab) => tab.name ?? (await adminText(host().config, tab.label))),
      ),
    ).toEqual(['Guide', 'Targets', 'Review', 'ownership'])

    const { client } = await signInWikiUser(host(), faker, { roles: ['editor'] })
    const created = await createGuide(client, {
      title: 'With tabs',
      reviewState: 'open',
      ownership: { owner: 'Ada', team: 'docs' },
    })
    const read = await client.get(`/wiki-pages/${created.id}`, { query: { draft: true } })
    expect(read.body).toMatchObject({
      reviewState: 'open',
      ownership: { owner: 'Ada', team: 'docs' },
    })
    expect(read.body).not.toHaveProperty('owner')
    expect(read.body.ownership).not.toHaveProperty('reviewState')
  })

  test('[WK-19] the collection and media overrides run last on the finished collections and are registered as is', async () => {
    // They received the finished collections: endpoints attached, target fields populated, defaults set.
    expect(seen.pages?.slug).toBe('wiki-pages')
    expect((seen.pages?.endpoints || []).map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/targets-map', '/orphaned-targets']),
    )
    const received = fieldNames(seen.pages!.fields)
    expect(received).toEqual(expect.arrayContaining(['title', 'body', 'reviewState', 'ownership']))
    expect(received.filter((name) => name.startsWith('target')).length).toBeGreaterThan(0)
    // The pickers come with their options already filled in.
    const pickerOptions = (fields: any[]): string[] =>
      fields.flatMap((field) => [
        ...(field.type === 'select' && field.name?.startsWith('target')
          ? field.options.map((option: any) => (typeof option === 'string' ? option : option.value))
          : []),
        ...(field.fields ? pickerOptions(field.fields) : []),
        ...(field.tabs ? pickerOptions(field.tabs) : []),
      ])
    expect(pickerOptions(seen.pages!.fields)).toEqual(
      expect.arrayContaining(['collection/posts', 'global/settings', 'block/quote']),
    )
    expect(seen.pages?.versions).toBeTruthy()
    expect(fieldNames(seen.media!.fields)).toContain('alt')
    expect(seen.media?.upload).toBeTruthy()

    // Their results are what the host registered.
    const pages = host().config.collections.find((collection) => collection.slug === 'wiki-pages')!
    expect(pages.admin.group).toBe('Handbook')
    const { client } = await signInWikiUser(host(), faker, { roles: ['editor'] })
    const created = await createGuide(client, { title: 'Noted', reviewNote: 'checked' })
    expect(created.reviewNote).toBe('checked')
    expect(pages.endpoints ? pages.endpoints.map((endpoint) => endpoint.path) : []).not.toContain(
      '/orphaned-targets',
    )
    expect((await client.get('/wiki-pages/orphaned-targets')).status).not.toBe(200)

    const upload = await uploadFile(client, 'wiki-media', pngFile(), { alt: 'dot', credit: 'Ada' })
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    expect(upload.body.doc.credit).toBe('Ada')
    const anonymous = await createClient(host()).get(`/wiki-media/${upload.body.doc.id}`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.alt).toBe('dot')
  })
})
