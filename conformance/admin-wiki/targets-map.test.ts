import { createClient, type HttpClient, seededFaker } from '../../fixtures'
import { beforeAll, describeFamily, expect, test, useHost, withHost } from '../harness'
import { lexicalParagraph, signInWikiUser } from './support'
import wkWiki from './wk-wiki'

const PAGES = 'wiki-pages'

describeFamily('WK', 'targets-map', () => {
  const host = useHost({ fixture: wkWiki })
  // WK-11: a host without localeMap, and one mapping a language that is itself a locale code.
  const withoutMap = useHost({ fixture: wkWiki, options: { plain: true } })
  const germanToFrench = useHost({
    fixture: wkWiki,
    options: { wiki: { localeMap: { de: 'fr' } } },
  })
  const faker = seededFaker(5101)
  let editor: HttpClient
  let redReader: HttpClient
  let blueReader: HttpClient
  let translatorDe: HttpClient
  let redAuthor: HttpClient
  const ids: Record<string, number | string> = {}

  /** Creates a guide over REST as the editor, in one locale, published unless told otherwise. */
  const write = async (data: Record<string, unknown>, { locale = 'en', draft = false } = {}) => {
    const response = await editor.post(
      `/${PAGES}`,
      { _status: draft ? 'draft' : 'published', ...data },
      { query: { locale, ...(draft ? { draft: true } : {}) } },
    )
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body.doc.id as number | string
  }

  beforeAll(async () => {
    ;({ client: editor } = await signInWikiUser(host(), faker, { roles: ['editor'] }))
    ;({ client: redReader } = await signInWikiUser(host(), faker, {
      roles: ['reader'],
      team: 'red',
    }))
    ;({ client: blueReader } = await signInWikiUser(host(), faker, {
      roles: ['reader'],
      team: 'blue',
    }))
    ;({ client: translatorDe } = await signInWikiUser(host(), faker, {
      roles: ['translator'],
      contentLocales: ['de'],
    }))
    ;({ client: redAuthor } = await signInWikiUser(host(), faker, {
      roles: ['author'],
      team: 'red',
    }))

    ids.everyone = await write({
      title: 'Writing posts',
      summary: 'S1',
      body: lexicalParagraph('Secret body one'),
      targetCollections: ['collection/posts'],
      targetFields: ['collection/posts/meta.description'],
      audience: 'everyone',
    })
    ids.red = await write({
      title: 'Red team settings',
      summary: 'S2',
      body: lexicalParagraph('Secret body two'),
      targetGlobals: ['global/settings'],
      targetCollections: ['collection/posts'],
      audience: 'red',
    })
    ids.blue = await write({
      title: 'Blue hero blocks',
      body: lexicalParagraph('Secret body three'),
      targetBlocks: ['block/hero'],
      audience: 'blue',
    })
    ids.draft = await write(
      { title: 'Unpublished draft', targetCollections: ['collection/posts'], audience: 'everyone' },
      { draft: true },
    )
    // Published, then revised as a draft: the map keeps the published title.
    ids.revised = await write({
      title: 'Published title',
      targetCustom: ['custom/dashboard'],
      audience: 'everyone',
    })
    const revise = await editor.patch(
      `/${PAGES}/${ids.revised}`,
      { title: 'Draft revision title' },
      { query: { draft: true, locale: 'en' } },
    )
    expect(revise.status, JSON.stringify(revise.body)).toBe(200)
    // Written in German only: no English title, and English is the fallback locale.
    ids.germanOnly = await write(
      { title: 'Nur auf Deutsch', targetCollections: ['collection/notes'], audience: 'everyone' },
      { locale: 'de' },
    )
    const german = await editor.patch(
      `/${PAGES}/${ids.everyone}`,
      { title: 'Beiträge schreiben', _status: 'published' },
      { query: { locale: 'de' } },
    )
    expect(german.status, JSON.stringify(german.body)).toBe(200)
  })

  const guidesOf = (
    body: { targets: Record<string, Array<{ id: unknown; title: string }>> },
    key: string,
  ) => (body.targets[key] ?? []).map((guide) => guide.title).sort()

  test('[WK-09] each reader sees the published guides their read access allows, per target key', async () => {
    const red = await redReader.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    const blue = await blueReader.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    const all = await editor.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    for (const response of [red, blue, all])
      expect(response.status, JSON.stringify(response.body)).toBe(200)

    expect(guidesOf(all.body, 'collection/posts')).toEqual(['Red team settings', 'Writing posts'])
    expect(guidesOf(all.body, 'global/settings')).toEqual(['Red team settings'])
    expect(guidesOf(all.body, 'block/hero')).toEqual(['Blue hero blocks'])
    expect(guidesOf(all.body, 'collection/posts/meta.description')).toEqual(['Writing posts'])
    expect(guidesOf(all.body, 'custom/dashboard')).toEqual(['Published title'])

    expect(guidesOf(red.body, 'collection/posts')).toEqual(['Red team settings', 'Writing posts'])
    expect(guidesOf(red.body, 'global/settings')).toEqual(['Red team settings'])
    expect(red.body.targets['block/hero']).toBeUndefined()

    expect(guidesOf(blue.body, 'collection/posts')).toEqual(['Writing posts'])
    expect(blue.body.targets['global/settings']).toBeUndefined()
    expect(guidesOf(blue.body, 'block/hero')).toEqual(['Blue hero blocks'])

    const guide = all.body.targets['global/settings'][0]
    expect(guide).toMatchObject({ id: ids.red, title: 'Red team settings' })
    expect(typeof guide.updatedAt).toBe('string')
  })

  test('[WK-10] drafts stay out and no guide content is sent', async () => {
    const response = await editor.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    expect(response.status).toBe(200)
    const titles = Object.values(response.body.targets as Record<string, Array<{ title: string }>>)
      .flat()
      .map((guide) => guide.title)
    expect(titles).not.toContain('Unpublished draft')
    expect(titles).not.toContain('Draft revision title')
    expect(titles).toContain('Published title')

    // Every data field of the running pages collection except the title is content: none may appear.
    const collection = host().config.collections.find((c) => c.slug === PAGES)!
    const contentFields = collection.flattenedFields
      .map((field) => field.name)
      .filter((name) => !['id', 'title', 'updatedAt'].includes(name))
    expect(contentFields).toEqual(
      expect.arrayContaining([
        'summary',
        'body',
        'audience',
        'ownership',
        'targetKeys',
        'createdAt',
        '_status',
      ]),
    )
    const guides = Object.values(
      response.body.targets as Record<string, Array<Record<string, unknown>>>,
    ).flat()
    expect(guides.length).toBeGreaterThan(0)
    for (const guide of guides) {
      for (const name of contentFields) expect(guide, `field ${name}`).not.toHaveProperty(name)
    }
    const raw = JSON.stringify(response.body)
    for (const secret of ['Secret body', 'S1', 'S2']) expect(raw).not.toContain(secret)
  })

  test('[WK-11] the language picks the content locale through localeMap, with a default-locale fallback', async () => {
    const map = async (language: string) => {
      const response = await editor.get(`/${PAGES}/targets-map`, { query: { language } })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return response.body
    }
    const english = await map('en')
    expect(english).toMatchObject({ language: 'en', locale: 'en', localeFallback: false })
    expect(guidesOf(english, 'collection/posts')).toContain('Writing posts')
    expect(english.targets['collection/notes']).toBeUndefined()

    const german = await map('de')
    expect(german).toMatchObject({ locale: 'de', localeFallback: false })
    // Translated titles in German; an untranslated guide keeps its English title (host fallback).
    expect(guidesOf(german, 'collection/posts')).toEqual([
      'Beiträge schreiben',
      'Red team settings',
    ])
    expect(guidesOf(german, 'collection/notes')).toEqual(['Nur auf Deutsch'])

    expect(await map('de-AT')).toMatchObject({
      language: 'de-AT',
      locale: 'de',
      localeFallback: false,
    })
    expect(await map('de-CH')).toMatchObject({ locale: 'de', localeFallback: false })
    // pt-BR is mapped to fr by the fixture's localeMap; fr has no titles, so the host falls back to en.
    const french = await map('pt-BR')
    expect(french).toMatchObject({ locale: 'fr', localeFallback: false })
    expect(guidesOf(french, 'collection/posts')).toContain('Writing posts')
    expect(french.targets['collection/notes']).toBeUndefined()
    const unknown = await map('ja')
    expect(unknown).toMatchObject({ language: 'ja', locale: 'en', localeFallback: true })

    // No localeMap by default: a language is a locale code or falls back (the fixture maps pt-BR; nothing else does).
    const localeOf = async (client: HttpClient, language: string) => {
      const response = await client.get(`/${PAGES}/targets-map`, { query: { language } })
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200)
      return {
        language: response.body.language,
        locale: response.body.locale,
        localeFallback: response.body.localeFallback,
      }
    }
    const plain = (await signInWikiUser(withoutMap(), faker, { roles: [] })).client
    const mapped = (await signInWikiUser(germanToFrench(), faker, { roles: ['editor'] })).client
    const resolved: Array<[string, HttpClient, string, string, boolean]> = [
      ['no localeMap', plain, 'de', 'de', false],
      ['no localeMap', plain, 'pt-BR', 'en', true],
      // A map entry wins over a language that is itself a locale code.
      ['de mapped to fr', mapped, 'de', 'fr', false],
      ['de mapped to fr', mapped, 'fr', 'fr', false],
    ]
    for (const [name, client, language, locale, localeFallback] of resolved)
      expect(await localeOf(client, language), `${name}: ${language}`).toEqual({
        language,
        locale,
        localeFallback,
      })
    expect(guidesOf(unknown, 'collection/posts')).toContain('Writing posts')

    // Without ?language the request's admin language is used (English on this host).
    const implicit = await editor.get(`/${PAGES}/targets-map`)
    expect(implicit.status).toBe(200)
    expect(implicit.body).toMatchObject({ language: 'en', locale: 'en', localeFallback: false })

    const malformed = await editor.get(`/${PAGES}/targets-map`, {
      query: { language: '../../etc' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors[0].message).toMatch(/language/)
  })

  test('[WK-12] create and update permissions are evaluated for the reader, by role and locale', async () => {
    const permissions = async (client: HttpClient, language: string) => {
      const response = await client.get(`/${PAGES}/targets-map`, { query: { language } })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return response.body
    }
    const allowed: Array<[string, HttpClient, string, boolean]> = [
      ['editor', editor, 'en', true],
      ['red reader', redReader, 'en', false],
      ['German translator', translatorDe, 'de', true],
      ['German translator', translatorDe, 'en', false],
      ['German translator', translatorDe, 'de-AT', true],
    ]
    for (const [who, client, language, may] of allowed)
      expect((await permissions(client, language)).permissions, `${who}, ${language}`).toEqual({
        create: may,
        update: may,
      })

    const author = await permissions(redAuthor, 'en')
    expect(author.permissions).toEqual({ create: false, update: true })
    // The author's update access is a query (guides for the red team): decided per guide.
    const posts = author.targets['collection/posts'] as Array<{ id: unknown; canUpdate: boolean }>
    expect(posts.find((guide) => guide.id === ids.red)?.canUpdate).toBe(true)
    expect(posts.find((guide) => guide.id === ids.everyone)?.canUpdate).toBe(false)
    const editorView = await permissions(editor, 'en')
    expect(
      (editorView.targets['collection/posts'] as Array<{ canUpdate: boolean }>).every(
        (guide) => guide.canUpdate,
      ),
    ).toBe(true)
    expect(
      (await permissions(redReader, 'en')).targets['collection/posts'].every(
        (guide: { canUpdate: boolean }) => !guide.canUpdate,
      ),
    ).toBe(true)
  })

  test('[WK-13] targets-map is never cached and refuses anonymous readers', async () => {
    const ok = await editor.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    expect(ok.status).toBe(200)
    expect(ok.headers['cache-control']).toBe('no-store')

    const anonymous = await createClient(host()).get(`/${PAGES}/targets-map`, {
      query: { language: 'en' },
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers['cache-control']).toBe('no-store')
    expect(anonymous.body.errors[0].message).toBeTruthy()
    expect(JSON.stringify(anonymous.body)).not.toContain('Writing posts')

    const bad = await editor.get(`/${PAGES}/targets-map`, { query: { language: '%%%' } })
    expect(bad.status).toBe(400)
    expect(bad.headers['cache-control']).toBe('no-store')
  })

  test('[WK-81] for= narrows the map to one entity’s page: the entity, its fields and its blocks, every covered key listed', async () => {
    const posts = await editor.get(`/${PAGES}/targets-map`, {
      query: { language: 'en', for: 'collection/posts' },
    })
    expect(posts.status, JSON.stringify(posts.body)).toBe(200)
    expect(posts.body.scope).toBe('page')
    expect(guidesOf(posts.body, 'collection/posts')).toEqual(['Red team settings', 'Writing posts'])
    expect(guidesOf(posts.body, 'collection/posts/meta.description')).toEqual(['Writing posts'])
    // The posts' layout uses the hero block: its guides come with the page, its fields are covered.
    expect(guidesOf(posts.body, 'block/hero')).toEqual(['Blue hero blocks'])
    expect(posts.body.targets['block/hero/heading']).toEqual([])
    expect(posts.body.targets['collection/posts/title']).toEqual([])
    // Blocks used through blockReferences (posts.quotes) come with the page too.
    expect(posts.body.targets['block/quote']).toEqual([])
    expect(posts.body.targets['block/quote/text']).toEqual([])
    // Other entities' and custom targets are not on this page.
    for (const key of ['global/settings', 'collection/notes', 'custom/dashboard'])
      expect(posts.body.targets[key]).toBeUndefined()

    const settings = await editor.get(`/${PAGES}/targets-map`, {
      query: { language: 'en', for: 'global/settings' },
    })
    expect(settings.status, JSON.stringify(settings.body)).toBe(200)
    expect(guidesOf(settings.body, 'global/settings')).toEqual(['Red team settings'])
    expect(settings.body.targets['collection/posts']).toBeUndefined()
    expect(settings.body.targets['block/quote']).toBeUndefined()

    // Read access still decides: the red reader's posts page has no blue guide.
    const red = await redReader.get(`/${PAGES}/targets-map`, {
      query: { language: 'en', for: 'collection/posts' },
    })
    expect(guidesOf(red.body, 'collection/posts')).toEqual(['Red team settings', 'Writing posts'])
    expect(red.body.targets['block/hero']).toEqual([])

    // A page of no target entity (the guides' own collection, or no entity at all) covers nothing.
    for (const entity of ['collection/wiki-pages', '']) {
      const none = await editor.get(`/${PAGES}/targets-map`, {
        query: { language: 'en', for: entity },
      })
      expect(none.status, JSON.stringify(none.body)).toBe(200)
      expect(none.body).toMatchObject({ scope: 'page', targets: {} })
    }
    // Without for or targets: the whole map.
    const all = await editor.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    expect(all.body.scope).toBe('all')
    expect(guidesOf(all.body, 'custom/dashboard')).toEqual(['Published title'])
  })

  test('[WK-81] for= covers blocks within blocks: a block used inside a page’s block is on the page too', async () => {
    await withHost({ fixture: wkWiki, options: { nestedBlocks: true } }, async (site) => {
      const { client } = await signInWikiUser(site, faker, { roles: ['editor'] })
      const settings = await client.get(`/${PAGES}/targets-map`, {
        query: { language: 'en', for: 'global/settings' },
      })
      expect(settings.status, JSON.stringify(settings.body)).toBe(200)
      for (const key of [
        'block/section',
        'block/section/body',
        'block/callout',
        'block/callout/note',
      ])
        expect(settings.body.targets[key], key).toEqual([])
      const posts = await client.get(`/${PAGES}/targets-map`, {
        query: { language: 'en', for: 'collection/posts' },
      })
      expect(posts.body.targets['block/callout']).toBeUndefined()
    })
  })

  test('[WK-81] targets= adds the keys named, unknown ones left out; malformed for and too many keys are 400s that name the parameter', async () => {
    const named = await editor.get(`/${PAGES}/targets-map`, {
      query: { language: 'en', targets: 'custom/dashboard,collection/notes,custom/nope' },
    })
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    expect(Object.keys(named.body.targets).sort()).toEqual(['collection/notes', 'custom/dashboard'])
    expect(guidesOf(named.body, 'custom/dashboard')).toEqual(['Published title'])
    expect(named.body.targets['collection/notes']).toEqual([])
    const both = await editor.get(`/${PAGES}/targets-map`, {
      query: { language: 'en', for: 'global/settings', targets: 'custom/dashboard' },
    })
    expect(Object.keys(both.body.targets).sort()).toEqual([
      'custom/dashboard',
      'global/settings',
      'global/settings/nav',
      'global/settings/nav.label',
      'global/settings/siteName',
    ])

    for (const entity of [
      'collection/nope',
      'global/nope',
      'posts',
      'block/hero',
      'x'.repeat(10_000),
    ]) {
      const bad = await editor.get(`/${PAGES}/targets-map`, {
        query: { language: 'en', for: entity },
      })
      expect(bad.status, JSON.stringify(bad.body).slice(0, 300)).toBe(400)
      expect(bad.body.errors[0].message).toMatch(/^for must name a collection or global/)
      expect(bad.body.errors[0].message.length).toBeLessThan(400)
    }
    const tooMany = await editor.get(`/${PAGES}/targets-map`, {
      query: {
        language: 'en',
        targets: Array.from({ length: 501 }, (_, index) => `custom/k${index}`).join(','),
      },
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.errors[0].message).toMatch(/^targets names 501 keys; at most 500/)
    const atMost = await editor.get(`/${PAGES}/targets-map`, {
      query: {
        language: 'en',
        targets: [
          'custom/dashboard',
          ...Array.from({ length: 499 }, (_, index) => `custom/k${index}`),
        ].join(','),
      },
    })
    expect(atMost.status, JSON.stringify(atMost.body).slice(0, 300)).toBe(200)
    expect(Object.keys(atMost.body.targets)).toEqual(['custom/dashboard'])
  })

  test('[WK-09] a key lists all its guides, more than a page of Payload’s default limit (10), sorted by title', async () => {
    const titles = Array.from(
      { length: 12 },
      (_, index) => `Users guide ${String(index).padStart(2, '0')}`,
    )
    // Written in another order than the titles', so that only a sort by title lists them so.
    for (const title of [...titles.slice(6), ...titles.slice(0, 6).reverse()])
      await write({ title, targetCollections: ['collection/users'], audience: 'everyone' })
    const response = await editor.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    expect(response.status).toBe(200)
    // As listed, not re-sorted here.
    expect(
      response.body.targets['collection/users'].map((guide: { title: string }) => guide.title),
    ).toEqual(titles)
  })

  test('[WK-12] canUpdate follows an update query for every guide, beyond a first page of Payload’s default limit (10)', async () => {
    const red = Array.from(
      { length: 12 },
      (_, index) => `Red users guide ${String(index).padStart(2, '0')}`,
    )
    for (const title of red)
      await write({ title, targetCollections: ['collection/users'], audience: 'red' })
    const response = await redAuthor.get(`/${PAGES}/targets-map`, { query: { language: 'en' } })
    expect(response.status).toBe(200)
    const guides = response.body.targets['collection/users'] as Array<{
      title: string
      canUpdate: boolean
    }>
    expect(
      guides
        .filter((guide) => guide.canUpdate)
        .map((guide) => guide.title)
        .sort(),
    ).toEqual(red)
  })
})
