import { createClient, type HttpClient, seededFaker } from '../../fixtures'
import { beforeAll, describeFamily, expect, test, useHost } from '../harness'
import { createGuide, pngFile, signInWikiUser, uploadFile } from './support'
import wkWiki from './wk-wiki'

describeFamily('WK', 'access defaults', () => {
  const host = useHost({ fixture: wkWiki, options: { plain: true } })
  const faker = seededFaker(5105)

  test('[WK-07] any logged-in user may create, read, update and delete guides and media; anonymous visitors nothing', async () => {
    const { client } = await signInWikiUser(host(), faker, { roles: [] })
    const { id } = await createGuide(client, { title: 'Anyone signed in', _status: 'published' })
    expect((await client.get(`/wiki-pages/${id}`)).status).toBe(200)
    expect((await client.patch(`/wiki-pages/${id}`, { title: 'Renamed' })).status).toBe(200)
    const upload = await uploadFile(client, 'wiki-media', pngFile(), { alt: 'A dot' })
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    const mediaId = upload.body.doc.id
    expect((await client.get(`/wiki-media/${mediaId}`)).status).toBe(200)
    const described = await client.patch(`/wiki-media/${mediaId}`, { alt: 'A small dot' })
    expect(described.status, JSON.stringify(described.body)).toBe(200)

    const anonymous = createClient(host())
    expect((await anonymous.get('/wiki-pages')).status).toBe(403)
    expect((await anonymous.get(`/wiki-pages/${id}`)).status).toBe(403)
    expect((await anonymous.post('/wiki-pages', { title: 'Public?' })).status).toBe(403)
    expect((await anonymous.patch(`/wiki-pages/${id}`, { title: 'Defaced' })).status).toBe(403)
    expect((await anonymous.delete(`/wiki-pages/${id}`)).status).toBe(403)
    expect((await anonymous.get('/wiki-media')).status).toBe(403)
    expect((await anonymous.get(`/wiki-media/${mediaId}`)).status).toBe(403)
    expect((await anonymous.delete(`/wiki-media/${mediaId}`)).status).toBe(403)
    expect((await anonymous.patch(`/wiki-media/${mediaId}`, { alt: 'Defaced' })).status).toBe(403)
    expect(
      (await uploadFile(anonymous, 'wiki-media', pngFile('anon.png'), { alt: 'Anonymous' })).status,
    ).toBe(403)
    expect((await client.get(`/wiki-media/${mediaId}`)).body.alt).toBe('A small dot')
    expect(
      (await host().payload.count({ collection: 'wiki-media', overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect((await client.get(`/wiki-pages/${id}`)).body.title).toBe('Renamed')

    expect((await client.delete(`/wiki-pages/${id}`)).status).toBe(200)
    expect((await client.delete(`/wiki-media/${mediaId}`)).status).toBe(200)
  })
})

describeFamily('WK', 'access restricted by role and locale', () => {
  const host = useHost({ fixture: wkWiki })
  const faker = seededFaker(5106)
  let editor: HttpClient
  let translator: HttpClient
  let author: HttpClient
  let reader: HttpClient
  let redGuide: number | string
  let blueGuide: number | string

  beforeAll(async () => {
    ;({ client: editor } = await signInWikiUser(host(), faker, { roles: ['editor'] }))
    ;({ client: translator } = await signInWikiUser(host(), faker, {
      roles: ['translator'],
      contentLocales: ['de'],
    }))
    ;({ client: author } = await signInWikiUser(host(), faker, { roles: ['author'], team: 'red' }))
    ;({ client: reader } = await signInWikiUser(host(), faker, { roles: ['reader'], team: 'red' }))
    redGuide = (
      await editor.post('/wiki-pages', { title: 'Red', audience: 'red', _status: 'published' })
    ).body.doc.id
    blueGuide = (
      await editor.post('/wiki-pages', { title: 'Blue', audience: 'blue', _status: 'published' })
    ).body.doc.id
  })

  test('[WK-08] access predicates see req.user and req.locale, so authoring is restricted by role and locale', async () => {
    expect(
      (await translator.post('/wiki-pages', { title: 'Auf Deutsch' }, { query: { locale: 'de' } }))
        .status,
    ).toBe(201)
    expect(
      (await translator.post('/wiki-pages', { title: 'In English' }, { query: { locale: 'en' } }))
        .status,
    ).toBe(403)
    expect(
      (
        await translator.patch(
          `/wiki-pages/${redGuide}`,
          { title: 'Rot', _status: 'published' },
          { query: { locale: 'de' } },
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await translator.patch(
          `/wiki-pages/${redGuide}`,
          { title: 'Crimson' },
          { query: { locale: 'en' } },
        )
      ).status,
    ).toBe(403)

    expect((await author.post('/wiki-pages', { title: 'By an author' })).status).toBe(403)
    expect((await author.patch(`/wiki-pages/${redGuide}`, { title: 'Red, revised' })).status).toBe(
      200,
    )
    expect(
      (await author.patch(`/wiki-pages/${blueGuide}`, { title: 'Blue, revised' })).status,
    ).toBe(403)

    expect((await reader.get(`/wiki-pages/${redGuide}`)).status).toBe(200)
    expect((await reader.get(`/wiki-pages/${blueGuide}`)).status).toBe(404)
    expect((await reader.patch(`/wiki-pages/${redGuide}`, { title: 'Nope' })).status).toBe(403)

    const titles = async (locale: string) =>
      (await editor.get(`/wiki-pages/${redGuide}`, { query: { locale } })).body.title
    expect(await titles('en')).toBe('Red, revised')
    expect(await titles('de')).toBe('Rot')

    // Only admins delete guides here.
    expect((await editor.delete(`/wiki-pages/${blueGuide}`)).status).toBe(403)
    expect((await editor.get(`/wiki-pages/${blueGuide}`)).status).toBe(200)
    const { client: admin } = await signInWikiUser(host(), faker, { roles: ['admin'] })
    expect((await admin.delete(`/wiki-pages/${blueGuide}`)).status).toBe(200)
    expect((await editor.get(`/wiki-pages/${blueGuide}`)).status).toBe(404)
  })
})

describeFamily('WK', 'wiki endpoints with public read access', () => {
  // The project opens guides to the public; the endpoints serve the admin and still want a user.
  const host = useHost({
    fixture: wkWiki,
    options: { plain: true, wiki: { access: { read: () => true } } },
  })

  test('[WK-13] anonymous requests get 401 from both endpoints even when the project’s read access is public', async () => {
    const anonymous = createClient(host())
    expect((await anonymous.get('/wiki-pages')).status).toBe(200)
    for (const path of ['/wiki-pages/targets-map', '/wiki-pages/orphaned-targets']) {
      const response = await anonymous.get(path, { query: { language: 'en' } })
      expect(response.status, `${path}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(401)
      expect(response.headers['cache-control'], path).toBe('no-store')
      expect(response.body.errors?.[0]?.message, path).toEqual(expect.any(String))
    }
  })
})
