import { beforeAll, createClient, describeFamily, expect, seededFaker, test, useHost, type HttpClient } from '../harness'
import { signInWikiUser, tinyPng, uploadFile } from './support'
import wkWiki from './wk-wiki'

describeFamily('WK', 'access defaults', () => {
  const host = useHost({ fixture: wkWiki, options: { plain: true } })
  const faker = seededFaker(5105)

  test('[WK-07] any logged-in user may create, read, update and delete guides and media; anonymous visitors nothing', async () => {
    const { client } = await signInWikiUser(host(), faker, { roles: [] })
    const created = await client.post('/wiki-pages', { title: 'Anyone signed in', _status: 'published' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id
    expect((await client.get(`/wiki-pages/${id}`)).status).toBe(200)
    expect((await client.patch(`/wiki-pages/${id}`, { title: 'Renamed' })).status).toBe(200)
    const upload = await uploadFile(client, 'wiki-media', { data: tinyPng(), name: 'dot.png', type: 'image/png' }, { alt: 'A dot' })
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    const mediaId = upload.body.doc.id
    expect((await client.get(`/wiki-media/${mediaId}`)).status).toBe(200)

    const anonymous = createClient(host())
    expect((await anonymous.get('/wiki-pages')).status).toBe(403)
    expect((await anonymous.get(`/wiki-pages/${id}`)).status).toBe(403)
    expect((await anonymous.post('/wiki-pages', { title: 'Public?' })).status).toBe(403)
    expect((await anonymous.patch(`/wiki-pages/${id}`, { title: 'Defaced' })).status).toBe(403)
    expect((await anonymous.delete(`/wiki-pages/${id}`)).status).toBe(403)
    expect((await anonymous.get('/wiki-media')).status).toBe(403)
    expect((await anonymous.get(`/wiki-media/${mediaId}`)).status).toBe(403)
    expect((await anonymous.delete(`/wiki-media/${mediaId}`)).status).toBe(403)
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
    ;({ client: translator } = await signInWikiUser(host(), faker, { roles: ['translator'], contentLocales: ['de'] }))
    ;({ client: author } = await signInWikiUser(host(), faker, { roles: ['author'], team: 'red' }))
    ;({ client: reader } = await signInWikiUser(host(), faker, { roles: ['reader'], team: 'red' }))
    redGuide = (await editor.post('/wiki-pages', { title: 'Red', audience: 'red', _status: 'published' })).body.doc.id
    blueGuide = (await editor.post('/wiki-pages', { title: 'Blue', audience: 'blue', _status: 'published' })).body.doc.id
  })

  test('[WK-08] access predicates see req.user and req.locale, so authoring is restricted by role and locale', async () => {
    expect((await translator.post('/wiki-pages', { title: 'Auf Deutsch' }, { query: { locale: 'de' } })).status).toBe(201)
    expect((await translator.post('/wiki-pages', { title: 'In English' }, { query: { locale: 'en' } })).status).toBe(403)
    expect((await translator.patch(`/wiki-pages/${redGuide}`, { title: 'Rot', _status: 'published' }, { query: { locale: 'de' } })).status).toBe(200)
    expect((await translator.patch(`/wiki-pages/${redGuide}`, { title: 'Crimson' }, { query: { locale: 'en' } })).status).toBe(403)

    expect((await author.post('/wiki-pages', { title: 'By an author' })).status).toBe(403)
    expect((await author.patch(`/wiki-pages/${redGuide}`, { title: 'Red, revised' })).status).toBe(200)
    expect((await author.patch(`/wiki-pages/${blueGuide}`, { title: 'Blue, revised' })).status).toBe(403)

    expect((await reader.get(`/wiki-pages/${redGuide}`)).status).toBe(200)
    expect((await reader.get(`/wiki-pages/${blueGuide}`)).status).toBe(404)
    expect((await reader.patch(`/wiki-pages/${redGuide}`, { title: 'Nope' })).status).toBe(403)

    const titles = async (locale: string) => (await editor.get(`/wiki-pages/${redGuide}`, { query: { locale } })).body.title
    expect(await titles('en')).toBe('Red, revised')
    expect(await titles('de')).toBe('Rot')
  })
})
