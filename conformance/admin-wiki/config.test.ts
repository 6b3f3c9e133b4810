import type { Config } from 'payload'
import { createClient, seededFaker } from '../../fixtures'
import {
  describeFamily,
  expect,
  expectRefusal,
  implementation,
  test,
  useHost,
  withHost,
} from '../harness'
import { adminText, createGuide, fieldNames, signInWikiUser } from './support'
import wkWiki from './wk-wiki'

/** A small host config for pure transformer tests (no boot needed). */
const hostConfig = (): Config =>
  ({
    admin: { user: 'users' },
    collections: [
      { slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] },
      { slug: 'posts', fields: [{ name: 'title', type: 'text' }] },
    ],
    globals: [{ slug: 'settings', fields: [{ name: 'siteName', type: 'text' }] }],
    localization: { defaultLocale: 'en', locales: ['en', 'de'] },
  }) as unknown as Config

/** Runs the transformer; resolves or rejects whether the implementation throws early or late. */
const build = async (options: unknown, config: Config = hostConfig()) =>
  Promise.resolve().then(() => implementation.adminWiki!(options)(config))

describeFamily('WK', 'plugin options and config', () => {
  const host = useHost({ fixture: wkWiki, options: { plain: true } })
  const faker = seededFaker(5102)

  test('[WK-01] adminWiki({}) registers wiki-pages (Guide and Targets tabs, drafts, target fields) and wiki-media', async () => {
    const pages = host().config.collections.find((collection) => collection.slug === 'wiki-pages')
    const media = host().config.collections.find((collection) => collection.slug === 'wiki-media')
    expect(pages).toBeDefined()
    expect(media).toBeDefined()
    expect(pages!.versions?.drafts).toBeTruthy()
    const tabs = pages!.fields.find((field) => field.type === 'tabs') as
      | { tabs: Array<{ label?: unknown; name?: string }> }
      | undefined
    expect(
      await Promise.all(
        tabs!.tabs
          .slice(0, 2)
          .map(async (tab) => (await adminText(host().config, tab.label)) ?? tab.name),
      ),
    ).toEqual(['Guide', 'Targets'])
    expect(
      fieldNames(pages!.fields).filter((name) => name.startsWith('target')).length,
    ).toBeGreaterThan(0)
    expect(media!.upload).toBeTruthy()
    expect(fieldNames(media!.fields)).toContain('alt')

    const { client } = await signInWikiUser(host(), faker, { roles: [] })
    const created = await createGuide(client, {
      title: 'First guide',
      targetCollections: ['collection/posts'],
    })
    expect(created._status).toBe('draft')
    const map = await client.get('/wiki-pages/targets-map', { query: { language: 'en' } })
    expect(map.status).toBe(200)
    const orphans = await client.get('/wiki-pages/orphaned-targets')
    expect(orphans.status).toBe(200)
    expect(
      host().logs.filter((entry) => entry.level === 40 && /adminWiki/i.test(entry.msg)),
    ).toEqual([])
  })

  test('[WK-02] disabled: true returns the incoming config untouched', async () => {
    const config = hostConfig()
    const collections = [...config.collections!]
    // Compared against a copy taken before the call: the result may be the config itself.
    const before = structuredClone(config)
    const result = await build({ disabled: true, slugs: { pages: 'never' } }, config)
    expect(config).toStrictEqual(before)
    expect(result).toStrictEqual(config)
    expect(result.collections).toEqual(collections)
    for (const [index, collection] of collections.entries())
      expect(result.collections![index]).toBe(collection)
    expect(result.collections!.map((collection) => collection.slug)).toEqual(['users', 'posts'])
    expect(result.onInit).toBe(config.onInit)
    expect(result.custom).toBe(config.custom)

    await withHost(
      { fixture: wkWiki, options: { plain: true, wiki: { disabled: true } } },
      async (disabled) => {
        expect(disabled.config.collections.map((collection) => collection.slug)).not.toContain(
          'wiki-pages',
        )
        expect((await createClient(disabled).get('/wiki-pages/targets-map')).status).toBe(404)
      },
    )
  })

  test('[WK-03] UI-only options are accepted, and a bad value refuses the config build naming the option', async () => {
    const valid = await build({
      chips: { blocks: false },
      featured: false,
      translations: { de: { 'guides.title': 'Anleitungen' } },
      triggers: { edit: false, global: true, list: { slot: 'afterList' } },
      video: { playerComponent: 'payload-plugin-suite/admin-wiki/client#Player' },
      wikiView: { components: {} },
      writeAffordances: 'always',
      hidden: { media: true, pages: false },
      editor: { blocks: [], inlineBlocks: [], features: [], converters: {} },
      localeMap: { 'de-AT': 'de' },
    })
    expect(valid.collections!.map((collection) => collection.slug)).toContain('wiki-pages')
    const adminOf = (slug: string) =>
      valid.collections!.find((collection) => collection.slug === slug)!.admin
    expect(adminOf('wiki-media')?.hidden).toBe(true)
    expect(adminOf('wiki-pages')?.hidden).toBe(false)
    for (const triggers of [
      { list: true },
      { list: false },
      { list: { slot: 'beforeList' } },
      { list: { slot: 'beforeListTable' } },
      { list: { slot: 'afterListTable' } },
    ]) {
      await expect(build({ triggers })).resolves.toBeTruthy()
    }
    // Every other documented value form builds as well.
    for (const options of [
      { writeAffordances: 'editMode' },
      { writeAffordances: 'never' },
      { wikiView: true },
      { wikiView: false },
      { video: true },
      { video: false },
      { featured: true },
      { triggers: { edit: true, global: false } },
      { chips: { blocks: true } },
    ]) {
      const built = await build(options)
      expect(
        built.collections!.map((collection) => collection.slug),
        JSON.stringify(options),
      ).toEqual(expect.arrayContaining(['wiki-pages', 'wiki-media']))
    }

    const refused: Array<[unknown, RegExp]> = [
      [{ triggers: { list: { slot: 'sidebar' } } }, /triggers\.list\.slot/],
      [{ triggers: { edit: { slot: 'beforeList' } } }, /triggers\.edit/],
      [{ triggers: { global: 'yes' } }, /triggers\.global/],
      [{ writeAffordances: 'sometimes' }, /writeAffordances/],
      [{ video: 'yes' }, /video/],
      [{ wikiView: 'on' }, /wikiView/],
      [{ chips: { blocks: 'on' } }, /chips\.blocks/],
      [{ featured: 1 }, /featured/],
      [{ translations: { de: 'Anleitungen' } }, /translations\.de/],
      [{ customTargets: [{ key: 'has space' }] }, /customTargets/],
      [{ customTargets: [{ key: 'a' }, { key: 'a' }] }, /customTargets/],
      [{ exclude: { collections: 'posts' } }, /exclude\.collections/],
      [{ localeMap: { de: 'xx' } }, /localeMap/],
      [{ overrides: { media: { fields: [] } } }, /overrides\.media/],
      [{ overrides: { pages: { tabs: [{ label: 'No fields' }] } } }, /overrides\.pages\.tabs/],
      [{ access: { read: true } }, /access\.read/],
      [{ slugs: { pages: 'Not A Slug' } }, /slugs\.pages/],
      [{ hidden: { pages: 'no' } }, /hidden\.pages/],
    ]
    for (const [options, message] of refused) {
      await expectRefusal(build(options), message, JSON.stringify(options))
    }
  })

  test('[WK-17] a config without fields logs a warning at boot and the plugin keeps working', async () => {
    await withHost({ fixture: wkWiki, options: { bare: true } }, async (bare) => {
      const warnings = bare.logs.filter(
        (entry) => entry.level === 40 && /adminWiki/i.test(entry.msg) && /field/i.test(entry.msg),
      )
      expect(warnings).toHaveLength(1)
      const { client } = await signInWikiUser(bare, faker, { roles: [] } as never)
      const map = await client.get('/wiki-pages/targets-map', { query: { language: 'en' } })
      expect(map.status).toBe(200)
      expect(map.body.targets).toEqual({})
    })
  })

  test('[WK-22] guide bodies use the project editor when it has one, a lexical editor otherwise', async () => {
    const { buildConfig } = await import('payload')
    const { lexicalEditor } = await import('@payloadcms/richtext-lexical')
    const body = (config: { collections: Array<{ slug: string; fields: any[] }> }) => {
      const pages = config.collections.find((collection) => collection.slug === 'wiki-pages')!
      const find = (fields: any[]): any =>
        fields
          .map((field) =>
            field.name === 'body' ? field : find([...(field.fields ?? []), ...(field.tabs ?? [])]),
          )
          .find(Boolean)
      return find(pages.fields)
    }
    const projectEditor = lexicalEditor({})
    const withEditor = await build({}, { ...hostConfig(), editor: projectEditor })
    const sanitizedWith = await buildConfig({ ...withEditor, secret: 'x', db: undefined as never })
    expect(body(sanitizedWith as never).editor).toBe(sanitizedWith.editor)

    const withoutEditor = await build({}, hostConfig())
    const field = body(withoutEditor as never)
    expect(field.type).toBe('richText')
    // Sanitized, the field's editor is Payload's lexical adapter: its cell and its resolved feature map are lexical's.
    const sanitizedWithout = await buildConfig({
      ...withoutEditor,
      secret: 'x',
      db: undefined as never,
    })
    const editor = body(sanitizedWithout as never).editor
    expect(String(editor?.CellComponent)).toContain('@payloadcms/richtext-lexical')
    expect(editor?.editorConfig?.resolvedFeatureMap).toBeInstanceOf(Map)
  })
})
