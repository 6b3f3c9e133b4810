import { seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import { pngFile, signInWikiUser, uploadFile } from './support'
import wkWiki from './wk-wiki'

describeFamily('WK', 'custom slugs', () => {
  const host = useHost({
    fixture: wkWiki,
    options: { wiki: { slugs: { pages: 'handbook', media: 'handbook-media' } } },
  })
  const faker = seededFaker(5108)

  test('[WK-16] slugs.pages and slugs.media move both collections and both endpoints', async () => {
    const slugs = host().config.collections.map((collection) => collection.slug)
    expect(slugs).toEqual(expect.arrayContaining(['handbook', 'handbook-media']))
    expect(slugs).not.toContain('wiki-pages')
    expect(slugs).not.toContain('wiki-media')

    const { client } = await signInWikiUser(host(), faker, { roles: ['editor'] })
    const created = await client.post('/handbook', {
      title: 'Moved',
      _status: 'published',
      targetCollections: ['collection/posts'],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    // The wiki's own collections are never targets, whatever their slugs.
    expect(
      (
        await client.post('/handbook', {
          title: 'Self',
          targetCollections: ['collection/handbook'],
        })
      ).status,
    ).toBe(400)

    const map = await client.get('/handbook/targets-map', { query: { language: 'en' } })
    expect(map.status).toBe(200)
    expect(map.headers['cache-control']).toBe('no-store')
    expect(map.body.targets['collection/posts'][0]).toMatchObject({
      id: created.body.doc.id,
      title: 'Moved',
    })
    const orphans = await client.get('/handbook/orphaned-targets')
    expect(orphans.status).toBe(200)
    expect(orphans.headers['cache-control']).toBe('no-store')

    expect(
      (await client.get('/wiki-pages/targets-map', { query: { language: 'en' } })).status,
    ).toBe(404)
    expect((await client.get('/wiki-pages/orphaned-targets')).status).toBe(404)
    const upload = await uploadFile(client, 'handbook-media', pngFile(), { alt: 'dot' })
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
  })
})
