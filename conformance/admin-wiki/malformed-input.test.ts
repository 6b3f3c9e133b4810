import { type HttpClient, seededFaker } from '../../fixtures'
import {
  beforeAll,
  describeFamily,
  expect,
  expectMalformedRefusal,
  test,
  useHost,
} from '../harness'
import { createGuide, signInWikiUser } from './support'
import wkWiki from './wk-wiki'

describeFamily('WK', 'malformed input on the guides collection', () => {
  const faker = seededFaker(8307)
  const host = useHost({ fixture: wkWiki })
  let editor: HttpClient

  beforeAll(async () => {
    ;({ client: editor } = await signInWikiUser(host(), faker, { roles: ['editor'] }))
  })

  test('[WK-83] the guides collection answers a body that is not a JSON object of fields, and list parameters that are not one whole number, with a 400 and a message, writing nothing', async () => {
    const { id } = await createGuide(editor, {
      title: 'Kept as it is',
      _status: 'published',
      targetCollections: ['collection/posts'],
    })
    const count = async () =>
      (await host().payload.count({ collection: 'wiki-pages', overrideAccess: true })).totalDocs
    const before = await count()

    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    const bodies: Array<[string, string, string]> = [
      ['text/plain', 'text/plain', 'title=Plain'],
      ['XML', 'application/xml', '<guide><title>XML</title></guide>'],
      ['null', 'application/json', 'null'],
      ['a string', 'application/json', '"a title"'],
      ['a number', 'application/json', '42'],
      ['a field nested 10,000 deep', 'application/json', `{"title":"Deep","summary":${deep}}`],
    ]
    for (const [name, type, body] of bodies) {
      for (const [method, path] of [
        ['post', '/wiki-pages'],
        ['patch', `/wiki-pages/${id}`],
      ] as const) {
        const response = await editor[method](path, body, { headers: { 'content-type': type } })
        const label = `${method.toUpperCase()} ${name}`
        expectMalformedRefusal(response, label, ['Plain', '<guide>', 'a title', '{"a":'])
      }
    }
    for (const [query, message] of [
      ['limit=1&limit=2', /limit/],
      ['limit=99999999999999999999', /limit/],
      ['page=99999999999999999999', /page/],
      ['limit=abc', /limit/],
      ['limit=-1', /limit/],
      ['limit=1.5', /limit/],
      ['page=-3', /page/],
      ['page=2.5', /page/],
      ['where[title][equals]=a&where[title][equals]=b', /title/],
    ] as const) {
      const response = await editor.get(`/wiki-pages?${query}`)
      expect(response.status, `${query}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(400)
      expect(response.body.errors?.[0]?.message, query).toMatch(message)
      for (const quoted of ['99999999999999999999', 'abc', '1.5', '2.5', '-3'])
        expect(response.body.errors[0].message, query).not.toContain(quoted)
    }
    expect((await editor.get('/wiki-pages?limit=5&page=1')).status).toBe(200)
    expect(await count()).toBe(before)
    const stored = await host().payload.findByID({
      collection: 'wiki-pages',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ title: 'Kept as it is' })
  })
})
