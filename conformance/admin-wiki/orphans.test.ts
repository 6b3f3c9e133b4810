import { bootHost, createClient, type Host, type HttpClient, seededFaker } from '../../fixtures'
import { afterAll, beforeAll, describeFamily, expect, implementation, test } from '../harness'
import { signInWikiUser } from './support'
import wkWiki from './wk-wiki'

/**
 * Host A has every kind of target; guides are written there. Host B boots the same database with a
 * changed config (the "reduced" variant: the notes collection, the banner global, the posts.meta group,
 * the hero block and the dashboard custom target are gone; the settings global is excluded).
 */
describeFamily('WK', 'orphaned-targets', () => {
  const faker = seededFaker(5107)
  let a: Host
  let b: Host
  let editorB: HttpClient
  let readerB: HttpClient
  const ids: Record<string, number | string> = {}

  beforeAll(async () => {
    a = await bootHost({ fixture: wkWiki, implementation, options: { retiredGlobal: true } })
    const { client: editorA } = await signInWikiUser(a, faker, { roles: ['editor'] })
    const write = async (name: string, data: Record<string, unknown>, draft = false) => {
      const response = await editorA.post(
        '/wiki-pages',
        { title: name, _status: draft ? 'draft' : 'published', ...data },
        { query: draft ? { draft: true } : {} },
      )
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      ids[name] = response.body.doc.id
    }
    await write('collection guide', { targetCollections: ['collection/notes', 'collection/posts'] })
    await write('global guide', { targetGlobals: ['global/settings'] })
    await write('retired global guide', { targetGlobals: ['global/banner'] })
    await write('field guide', {
      targetFields: ['collection/posts/meta.description', 'collection/posts/seo.keywords'],
    })
    await write('block guide', {
      targetBlocks: ['block/hero'],
      targetFields: ['block/hero/heading'],
    })
    await write('custom guide', { targetCustom: ['custom/dashboard'] })
    await write('draft guide', { targetCollections: ['collection/notes'] }, true)
    // Published with a valid target, then a draft revision moves it to a target B lacks.
    await write('revised guide', { targetCollections: ['collection/posts'] })
    const revision = await editorA.patch(
      `/wiki-pages/${ids['revised guide']}`,
      { targetCollections: ['collection/notes'] },
      { query: { draft: true } },
    )
    expect(revision.status, JSON.stringify(revision.body)).toBe(200)
    await write('healthy guide', {
      targetCollections: ['collection/posts'],
      targetBlocks: ['block/quote'],
      targetFields: ['collection/posts/items.label'],
    })

    b = await bootHost({
      fixture: wkWiki,
      implementation,
      options: { variant: 'reduced' },
      attach: a.shared,
    })
    ;({ client: editorB } = await signInWikiUser(b, faker, { roles: ['editor'] }))
    ;({ client: readerB } = await signInWikiUser(b, faker, { roles: ['reader'], team: 'red' }))
  }, 180_000)

  afterAll(async () => {
    // A owns the database: close B first.
    await b?.close()
    await a?.close()
  }, 60_000)

  test('[WK-14] guides whose targets no longer resolve are listed, drafts included; the rest are not', async () => {
    const before = await createClient(a).get('/wiki-pages/orphaned-targets')
    expect(before.status).toBe(401)

    const { client: editorA } = await signInWikiUser(a, faker, { roles: ['editor'] })
    const onA = await editorA.get('/wiki-pages/orphaned-targets')
    expect(onA.status).toBe(200)
    expect(onA.body.docs).toEqual([])

    const response = await editorB.get('/wiki-pages/orphaned-targets')
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const byTitle = Object.fromEntries(
      response.body.docs.map((doc: { title: string }) => [doc.title, doc]),
    )
    expect(Object.keys(byTitle).sort()).toEqual([
      'block guide',
      'collection guide',
      'custom guide',
      'draft guide',
      'field guide',
      'global guide',
      'retired global guide',
      'revised guide',
    ])
    expect(byTitle['collection guide']).toMatchObject({
      id: ids['collection guide'],
      status: 'published',
      orphanedTargets: ['collection/notes'],
    })
    expect(byTitle['global guide'].orphanedTargets).toEqual(['global/settings'])
    // A global gone from the config, not merely excluded.
    expect(byTitle['retired global guide'].orphanedTargets).toEqual(['global/banner'])
    expect(byTitle['field guide'].orphanedTargets).toEqual(['collection/posts/meta.description'])
    expect([...byTitle['block guide'].orphanedTargets].sort()).toEqual([
      'block/hero',
      'block/hero/heading',
    ])
    expect(byTitle['custom guide'].orphanedTargets).toEqual(['custom/dashboard'])
    expect(byTitle['draft guide']).toMatchObject({
      id: ids['draft guide'],
      status: 'draft',
      orphanedTargets: ['collection/notes'],
    })
    expect([...byTitle['collection guide'].targets].sort()).toEqual([
      'collection/notes',
      'collection/posts',
    ])
    expect(byTitle['revised guide']).toMatchObject({
      id: ids['revised guide'],
      status: 'draft',
      orphanedTargets: ['collection/notes'],
    })
    expect(response.body.totalDocs).toBe(8)

    // The guides still exist, and the targets that vanished are gone from the targets-map.
    const map = await editorB.get('/wiki-pages/targets-map', { query: { language: 'en' } })
    expect(map.status).toBe(200)
    for (const key of [
      'collection/notes',
      'global/settings',
      'global/banner',
      'collection/posts/meta.description',
      'block/hero',
      'block/hero/heading',
      'custom/dashboard',
    ]) {
      expect(map.body.targets[key], key).toBeUndefined()
    }
    expect(
      map.body.targets['collection/posts'].map((guide: { title: string }) => guide.title).sort(),
    ).toEqual(['collection guide', 'healthy guide', 'revised guide'])
    expect(
      map.body.targets['collection/posts/seo.keywords'].map(
        (guide: { title: string }) => guide.title,
      ),
    ).toEqual(['field guide'])
    expect((await editorB.get(`/wiki-pages/${ids['global guide']}`)).status).toBe(200)
  })

  test('[WK-15] orphaned-targets requires update access', async () => {
    const reader = await readerB.get('/wiki-pages/orphaned-targets')
    expect(reader.status).toBe(403)
    expect(reader.headers['cache-control']).toBe('no-store')
    expect(reader.body.errors[0].message).toMatch(/update/i)
    expect(reader.body.docs).toBeUndefined()

    // A translator may update only in German: the same request is allowed or refused by locale.
    const { client: translator } = await signInWikiUser(b, faker, {
      roles: ['translator'],
      contentLocales: ['de'],
    })
    expect(
      (await translator.get('/wiki-pages/orphaned-targets', { query: { locale: 'en' } })).status,
    ).toBe(403)
    expect(
      (await translator.get('/wiki-pages/orphaned-targets', { query: { locale: 'de' } })).status,
    ).toBe(200)
  })

  test('[WK-13] orphaned-targets is never cached and refuses anonymous readers', async () => {
    const anonymous = await createClient(b).get('/wiki-pages/orphaned-targets')
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers['cache-control']).toBe('no-store')
    const ok = await editorB.get('/wiki-pages/orphaned-targets')
    expect(ok.headers['cache-control']).toBe('no-store')
  })

  test('[WK-21] a stale target never blocks editing a guide, and stays listed until removed', async () => {
    const id = ids['global guide']
    const renamed = await editorB.patch(`/wiki-pages/${id}`, { title: 'global guide, renamed' })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(renamed.body.doc.targetKeys).toEqual(['global/settings'])
    // Re-picking the stale key alongside a new one is fine; adding an unknown one is not.
    const repicked = await editorB.patch(`/wiki-pages/${ids['collection guide']}`, {
      targetCollections: ['collection/notes', 'collection/posts', 'collection/users'],
    })
    expect(repicked.status, JSON.stringify(repicked.body)).toBe(200)
    const added = await editorB.patch(`/wiki-pages/${ids['healthy guide']}`, {
      targetCollections: ['collection/posts', 'collection/notes'],
    })
    expect(added.status).toBe(400)

    let listed = (await editorB.get('/wiki-pages/orphaned-targets')).body.docs.map(
      (doc: { id: unknown }) => doc.id,
    )
    expect(listed).toContain(id)
    const fixed = await editorB.patch(`/wiki-pages/${id}`, { targetGlobals: [] })
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
    listed = (await editorB.get('/wiki-pages/orphaned-targets')).body.docs.map(
      (doc: { id: unknown }) => doc.id,
    )
    expect(listed).not.toContain(id)
  })

  test('[WK-14] every orphaned guide is listed, more than a page of Payload’s default limit (10)', async () => {
    const { client: editorA } = await signInWikiUser(a, faker, { roles: ['editor'] })
    for (let index = 0; index < 12; index++) {
      const response = await editorA.post('/wiki-pages', {
        title: `bulk ${index}`,
        _status: 'published',
        targetCollections: ['collection/notes'],
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
    }
    const response = await editorB.get('/wiki-pages/orphaned-targets')
    expect(response.status).toBe(200)
    expect(
      response.body.docs.filter((doc: { title: string }) => doc.title.startsWith('bulk ')).length,
    ).toBe(12)
  })

  /** Three orphaned guides: red, blue, red; the first red one touched last, so it is the newest. */
  const writeTeamGuides = async () => {
    const { client: editorA } = await signInWikiUser(a, faker, { roles: ['editor'] })
    const written: Array<number | string> = []
    for (const [title, audience] of [
      ['red team guide 1', 'red'],
      ['blue team guide', 'blue'],
      ['red team guide 2', 'red'],
    ]) {
      const response = await editorA.post('/wiki-pages', {
        title,
        audience,
        _status: 'published',
        targetCollections: ['collection/notes'],
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      written.push(response.body.doc.id)
    }
    expect((await editorA.patch(`/wiki-pages/${written[0]}`, { summary: 'touched' })).status).toBe(
      200,
    )
  }
  let teamGuides: Promise<void> | undefined

  test('[WK-15] update access given as a query lists only the orphaned guides matching it', async () => {
    await (teamGuides ??= writeTeamGuides())
    const { client: author } = await signInWikiUser(b, faker, { roles: ['author'], team: 'red' })
    const listed = await author.get('/wiki-pages/orphaned-targets')
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect(listed.body.docs.map((doc: { title: string }) => doc.title)).toEqual([
      'red team guide 1',
      'red team guide 2',
    ])
    expect(listed.body.totalDocs).toBe(2)
  })

  test('[WK-14] orphaned guides are listed newest first', async () => {
    await (teamGuides ??= writeTeamGuides())
    const all = (await editorB.get('/wiki-pages/orphaned-targets')).body.docs as Array<{
      title: string
      updatedAt: string
    }>
    expect(all.slice(0, 3).map((doc) => doc.title)).toEqual([
      'red team guide 1',
      'red team guide 2',
      'blue team guide',
    ])
    const times = all.map((doc) => Date.parse(doc.updatedAt))
    expect(times).toEqual([...times].sort((x, y) => y - x))
  })
})
