import { type Host, type HttpClient, seededFaker } from '../../fixtures'
import { beforeAll, describeFamily, expect, implementation, test, useHost } from '../harness'
import { createGuide, signInWikiUser } from './support'
import wkWiki from './wk-wiki'

const pickerKeys = (host: Host): string[] => {
  const pages = host.config.collections.find((collection) => collection.slug === 'wiki-pages')!
  return pages.flattenedFields.flatMap((field) =>
    field.type === 'select' && field.name.startsWith('target')
      ? field.options.map((option) => (typeof option === 'string' ? option : option.value))
      : [],
  )
}

describeFamily('WK', 'exclusions', () => {
  const host = useHost({
    fixture: wkWiki,
    options: {
      wiki: { exclude: { collections: ['notes'], globals: ['settings'], blocks: ['quote'] } },
    },
  })
  const faker = seededFaker(5104)
  let editor: HttpClient

  beforeAll(async () => {
    ;({ client: editor } = await signInWikiUser(host(), faker, { roles: ['editor'] }))
  })

  test('[WK-06] excluded and internal entities are absent from the pickers and the targets-map; their guides become orphans', async () => {
    expect(implementation.PAYLOAD_INTERNAL_COLLECTIONS).toEqual(
      expect.arrayContaining([
        'payload-folders',
        'payload-jobs',
        'payload-locked-documents',
        'payload-migrations',
        'payload-preferences',
        'payload-query-presets',
      ]),
    )
    expect(implementation.PAYLOAD_INTERNAL_GLOBALS).toEqual(
      expect.arrayContaining(['payload-jobs-stats']),
    )

    const keys = pickerKeys(host())
    expect(keys).toEqual(
      expect.arrayContaining([
        'collection/posts',
        'block/hero',
        'block/hero/heading',
        'collection/posts/quotes',
      ]),
    )
    for (const key of keys) {
      expect(key).not.toMatch(/^(collection\/notes|global\/settings|block\/quote)(\/|$)/)
      expect(key).not.toMatch(/^(collection|global)\/payload-/)
      expect(key).not.toMatch(/^collection\/wiki-(pages|media)(\/|$)/)
    }
    // The running host really has those internals (jobs are configured), and they stay out.
    const running = host().config
    expect(running.collections.map((collection) => collection.slug)).toEqual(
      expect.arrayContaining(['payload-jobs', 'payload-preferences']),
    )
    expect(running.globals.map((global) => global.slug)).toContain('payload-jobs-stats')

    // Excluded targets cannot be picked any more.
    const refused = await editor.post('/wiki-pages', {
      title: 'Refused',
      targetGlobals: ['global/settings'],
    })
    expect(refused.status).toBe(400)

    // Guides that targeted them before the exclusion (written straight to the database here) are kept.
    const { id } = await createGuide(editor, {
      title: 'Before the exclusion',
      _status: 'published',
      targetCollections: ['collection/posts'],
    })
    const stale = [
      'collection/posts',
      'collection/notes',
      'global/settings',
      'block/quote/text',
      'collection/payload-jobs',
      'global/payload-jobs-stats',
      'collection/wiki-media',
    ]
    const db = host().payload.db
    const req = { locale: 'en' } as never
    await db.updateOne({ collection: 'wiki-pages', id, data: { targetKeys: stale }, req })
    const { docs: versions } = await db.findVersions({
      collection: 'wiki-pages',
      limit: 1,
      sort: '-updatedAt',
      where: { parent: { equals: id } },
      req,
    })
    await db.updateVersion({
      collection: 'wiki-pages',
      id: versions[0].id,
      versionData: {
        ...versions[0],
        version: { ...versions[0].version, targetKeys: stale },
      } as never,
      req,
    })

    const map = await editor.get('/wiki-pages/targets-map', { query: { language: 'en' } })
    expect(map.status).toBe(200)
    expect(Object.keys(map.body.targets)).toEqual(['collection/posts'])
    expect(map.body.targets['collection/posts'].map((guide: { id: unknown }) => guide.id)).toEqual([
      id,
    ])

    const orphans = await editor.get('/wiki-pages/orphaned-targets')
    expect(orphans.status).toBe(200)
    const orphan = orphans.body.docs.find((doc: { id: unknown }) => doc.id === id)
    expect(orphan).toBeDefined()
    expect([...orphan.orphanedTargets].sort()).toEqual(
      stale.filter((key) => key !== 'collection/posts').sort(),
    )
    expect((await editor.get(`/wiki-pages/${id}`)).status).toBe(200)
  })
})

describeFamily('WK', 'exclusions are per kind', () => {
  // Each slug is excluded under a kind it is not: the entities of that slug stay targets.
  const host = useHost({
    fixture: wkWiki,
    options: {
      wiki: {
        exclude: {
          collections: ['settings', 'quote'],
          globals: ['posts', 'quote'],
          blocks: ['posts', 'settings'],
        },
      },
    },
  })

  test('[WK-06] a slug excluded in one list leaves the entity of another kind with that slug a target', async () => {
    const keys = pickerKeys(host())
    for (const key of ['collection/posts', 'global/settings', 'block/quote'])
      expect(keys, key).toContain(key)
  })
})
