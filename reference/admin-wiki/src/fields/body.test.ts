import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Config, TextField } from 'payload'
import { describe, expect, test } from 'vitest'
import { resolveOptions } from '../options'
import { buildBodyField, VIDEO_EMBED_BLOCK, videoEmbedBlock } from './body'

const HOSTS =
  'youtube.com, www.youtube.com, m.youtube.com, youtu.be, www.youtube-nocookie.com, vimeo.com, player.vimeo.com, www.loom.com, loom.com, fast.wistia.net'

describe('adminWiki guide body (reference unit)', () => {
  test('the video embed block: a required https URL on a known video host, refused with the hosts named', () => {
    expect(videoEmbedBlock.slug).toBe(VIDEO_EMBED_BLOCK)
    const url = videoEmbedBlock.fields.find(
      (field) => 'name' in field && field.name === 'url',
    ) as TextField
    expect(url.required).toBe(true)
    const validate = url.validate as unknown as (value: unknown) => unknown
    expect(validate('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true)
    expect(validate('https://fast.wistia.net/embed/iframe/1')).toBe(true)
    for (const empty of ['', null, undefined])
      expect(validate(empty)).toBe('A video URL is required.')
    for (const refused of [
      'http://www.youtube.com/watch?v=1',
      'https://evil.example/youtube.com',
      'https://youtube.com.evil.example/',
      'not a url',
    ]) {
      expect(validate(refused), refused).toBe(`Only https links to ${HOSTS} can be embedded.`)
    }
  })

  test('the project’s editor unless blocks, features or video ask for more; a lexical editor when the project has none', () => {
    const projectEditor = lexicalEditor()
    const withEditor = { collections: [], editor: projectEditor } as unknown as Config
    const bodyOf = (options: Record<string, unknown>, config = withEditor) =>
      buildBodyField(resolveOptions(options as never, config), config)
    const plain = bodyOf({})
    expect(plain).toMatchObject({ name: 'body', type: 'richText', localized: true })
    expect('editor' in plain).toBe(false)
    expect(bodyOf({}, { collections: [] } as unknown as Config).editor).toBeDefined()
    for (const asked of [
      { video: true },
      { editor: { blocks: [{ slug: 'note', fields: [] }] } },
      { editor: { inlineBlocks: [{ slug: 'mention', fields: [] }] } },
      { editor: { features: [() => ({})] } },
    ]) {
      expect(bodyOf(asked).editor, JSON.stringify(Object.keys(asked))).toBeDefined()
    }
  })
})
