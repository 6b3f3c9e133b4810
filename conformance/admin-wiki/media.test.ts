import { type Host, seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import { lexicalBlock, pngFile, signInWikiUser, tinyMp4, uploadFile } from './support'
import wkWiki from './wk-wiki'

const mp4 = () => ({ data: tinyMp4(), name: 'clip.mp4', type: 'video/mp4' })
const embed = (url: string) => lexicalBlock({ blockType: 'wikiVideoEmbed', url })

describeFamily('WK', 'media and video', () => {
  const withVideo = useHost({ fixture: wkWiki, options: { wiki: { video: true } } })
  const withoutVideo = useHost({ fixture: wkWiki })
  const faker = seededFaker(5110)

  const editorOf = async (host: Host) =>
    (await signInWikiUser(host, faker, { roles: ['editor'] })).client

  test('[WK-20] video enables video uploads and video-host embeds (https, known hosts only); without it only images upload', async () => {
    const on = await editorOf(withVideo())
    const off = await editorOf(withoutVideo())

    for (const client of [on, off]) {
      const image = await uploadFile(client, 'wiki-media', pngFile(), { alt: 'dot' })
      expect(image.status, JSON.stringify(image.body)).toBe(201)
      expect(image.body.doc).toMatchObject({ alt: 'dot', mimeType: 'image/png' })
    }
    const video = await uploadFile(on, 'wiki-media', mp4(), { alt: 'clip' })
    expect(video.status, JSON.stringify(video.body)).toBe(201)
    expect(video.body.doc.mimeType).toBe('video/mp4')
    const refusedVideo = await uploadFile(off, 'wiki-media', mp4(), { alt: 'clip' })
    expect(refusedVideo.status).toBe(400)
    expect(
      (
        await withoutVideo().payload.count({
          collection: 'wiki-media',
          where: { mimeType: { equals: 'video/mp4' } },
        })
      ).totalDocs,
    ).toBe(0)

    const youtube = await on.post('/wiki-pages', {
      title: 'Watch this',
      body: embed('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    })
    expect(youtube.status, JSON.stringify(youtube.body)).toBe(201)
    const vimeo = await on.post('/wiki-pages', {
      title: 'And this',
      body: embed('https://vimeo.com/76979871'),
    })
    expect(vimeo.status, JSON.stringify(vimeo.body)).toBe(201)
    for (const url of [
      'https://evil.example/watch?v=1',
      'http://www.youtube.com/watch?v=1',
      'not a url',
    ]) {
      const refused = await on.post('/wiki-pages', { title: 'Elsewhere', body: embed(url) })
      expect(refused.status, url).toBe(400)
    }
  })
})
