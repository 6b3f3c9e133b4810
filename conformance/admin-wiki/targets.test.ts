import { type Host, type HttpClient, seededFaker } from '../../fixtures'
import { beforeAll, describeFamily, expect, test, useHost } from '../harness'
import { createGuide, signInWikiUser } from './support'
import wkWiki from './wk-wiki'

/** The select options of every target picker of the running pages collection, by picker name. */
const pickerOptions = (host: Host, slug = 'wiki-pages'): Record<string, string[]> => {
  const pages = host.config.collections.find((collection) => collection.slug === slug)!
  const pickers: Record<string, string[]> = {}
  for (const field of pages.flattenedFields) {
    if (field.type === 'select' && field.name.startsWith('target')) {
      pickers[field.name] = field.options.map((option) =>
        typeof option === 'string' ? option : option.value,
      )
    }
  }
  return pickers
}

describeFamily('WK', 'target keys', () => {
  const host = useHost({ fixture: wkWiki })
  const faker = seededFaker(5103)
  let editor: HttpClient

  beforeAll(async () => {
    ;({ client: editor } = await signInWikiUser(host(), faker, { roles: ['editor'] }))
  })

  test('[WK-04] collections, globals, fields by path (groups, arrays, tabs, blocks) and blocks are targets, plus custom targets', async () => {
    const pickers = pickerOptions(host())
    const all = Object.values(pickers).flat()
    expect(all).toEqual(
      expect.arrayContaining([
        'collection/users',
        'collection/posts',
        'collection/notes',
        'global/settings',
        'block/hero',
        'block/quote',
        'custom/dashboard',
        'collection/users/roles',
        'collection/posts/title',
        'collection/posts/meta',
        'collection/posts/meta.description',
        'collection/posts/items',
        'collection/posts/items.label',
        'collection/posts/seo',
        'collection/posts/seo.keywords',
        'collection/posts/summary',
        'collection/posts/layout',
        'collection/posts/quotes',
        'block/hero/heading',
        'block/quote/text',
        'global/settings/siteName',
        'global/settings/nav.label',
        'collection/notes/text',
      ]),
    )
    // Unnamed tabs add no path segment; a block's fields belong to the block, not to the blocks field.
    expect(all).not.toContain('collection/posts/Summary.summary')
    expect(all.filter((key) => key.startsWith('collection/posts/layout.'))).toEqual([])
    expect(new Set(all).size).toBe(all.length)

    // Each kind has its own picker, and a guide stores what was picked, readable over REST.
    const picked = {
      targetCollections: ['collection/posts'],
      targetGlobals: ['global/settings'],
      targetFields: [
        'collection/posts/seo.keywords',
        'block/hero/heading',
        'global/settings/nav.label',
      ],
      targetBlocks: ['block/quote'],
      targetCustom: ['custom/dashboard'],
    }
    for (const [picker, keys] of Object.entries(picked))
      expect(pickers[picker], picker).toEqual(expect.arrayContaining(keys))
    const created = await createGuide(editor, {
      title: 'Everything',
      _status: 'published',
      ...picked,
    })
    const read = await editor.get(`/wiki-pages/${created.id}`)
    expect(read.body).toMatchObject(picked)
    expect([...read.body.targetKeys].sort()).toEqual(Object.values(picked).flat().sort())

    // Re-picking one kind replaces only that kind's keys.
    const updated = await editor.patch(`/wiki-pages/${created.id}`, {
      targetBlocks: ['block/hero'],
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body.doc.targetBlocks).toEqual(['block/hero'])
    expect(updated.body.doc.targetGlobals).toEqual(['global/settings'])
  })

  test('[WK-05] a target that does not resolve against the running config is refused and nothing is written', async () => {
    const count = async () => (await host().payload.count({ collection: 'wiki-pages' })).totalDocs
    const before = await count()
    for (const data of [
      { targetCollections: ['collection/nope'] },
      { targetFields: ['collection/posts/meta.nope'] },
      { targetFields: ['collection/posts/layout.heading'] },
      { targetGlobals: ['global/payload-jobs-stats'] },
      { targetCollections: ['global/settings'] },
      { targetCustom: ['custom/unknown'] },
      { targetKeys: ['block/nope'] },
    ]) {
      const response = await editor.post('/wiki-pages', { title: 'Bad target', ...data })
      expect(response.status, JSON.stringify(data)).toBe(400)
      expect(JSON.stringify(response.body.errors)).toMatch(/target/i)
    }
    expect(await count()).toBe(before)

    const good = await editor.post('/wiki-pages', {
      title: 'Good target',
      targetCollections: ['collection/posts'],
    })
    expect(good.status).toBe(201)
    const bad = await editor.patch(`/wiki-pages/${good.body.doc.id}`, {
      targetCollections: ['collection/posts', 'collection/nope'],
    })
    expect(bad.status).toBe(400)
    expect(
      (await editor.get(`/wiki-pages/${good.body.doc.id}`, { query: { draft: true } })).body
        .targetKeys,
    ).toEqual(['collection/posts'])
  })
  test('[WK-23] the host GraphQL schema still builds and serves guides with their targets', async () => {
    const created = await createGuide(editor, {
      title: 'Over GraphQL',
      _status: 'published',
      targetCollections: ['collection/posts'],
      targetFields: ['collection/posts/meta.description', 'block/hero/heading'],
      targetCustom: ['custom/dashboard'],
      targetGlobals: ['global/settings'],
      targetBlocks: ['block/hero'],
    })
    const query = `{ WikiPages(where: { id: { equals: ${JSON.stringify(created.id)} } }) { docs { title targetKeys targetCollections targetGlobals targetFields targetBlocks targetCustom } } }`
    const response = await editor.post('/graphql', { query })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.errors).toBeUndefined()
    const [doc, ...others] = response.body.data.WikiPages.docs
    expect(others).toEqual([])
    // targetKeys holds every kind; its order is the implementation's.
    expect([...doc.targetKeys].sort()).toEqual([
      'block/hero',
      'block/hero/heading',
      'collection/posts',
      'collection/posts/meta.description',
      'custom/dashboard',
      'global/settings',
    ])
    expect({ ...doc, targetKeys: undefined }).toEqual({
      title: 'Over GraphQL',
      targetKeys: undefined,
      targetCollections: ['collection_posts'],
      targetGlobals: ['global_settings'],
      targetFields: ['collection_posts_meta_description', 'block_hero_heading'],
      targetBlocks: ['block_hero'],
      targetCustom: ['custom_dashboard'],
    })
  })
})
