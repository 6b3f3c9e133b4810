import type { Config } from 'payload'
import { describe, expect, test } from 'vitest'
import { collectTargets, kindOfKey, labelPath, runtimeTargets, targetsOnPagesOf } from './targets'

const none = {
  customTargets: [],
  exclude: { blocks: [], collections: [], globals: [] },
  slugs: { media: 'wiki-media', pages: 'wiki-pages' },
}

/** A config touching every rule of the target keys (CONFORMANCE.md, WK section). */
const config = {
  blocks: [
    {
      slug: 'hero',
      labels: { singular: 'Hero', plural: 'Heroes' },
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'cta', type: 'blocks', blockReferences: ['button'], blocks: [] },
      ],
    },
    { slug: 'button', fields: [{ name: 'url', type: 'text' }] },
    {
      slug: 'unused',
      labels: { singular: { en: 'Unused', de: 'Ungenutzt' }, plural: 'Unused' },
      fields: [],
    },
    { slug: 'secret', fields: [{ name: 'code', type: 'text' }] },
  ],
  collections: [
    {
      slug: 'posts',
      labels: { singular: 'Post', plural: { de: 'Beiträge', en: 'Posts' } },
      fields: [
        { name: 'title', type: 'text', label: 'Headline' },
        { name: 'hiddenFlag', type: 'checkbox', hidden: true },
        { name: 'adminHidden', type: 'text', admin: { hidden: true } },
        { name: 'disabled', type: 'text', admin: { disabled: true } },
        { name: 'banner', type: 'ui', admin: { components: { Field: '/x#Y' } } },
        { name: 'comments', type: 'join', collection: 'comments', on: 'post' },
        { name: 'computed', type: 'text', virtual: true },
        { type: 'row', fields: [{ name: 'rowed', type: 'text' }] },
        { type: 'collapsible', label: 'More', fields: [{ name: 'collapsed', type: 'text' }] },
        {
          name: 'meta',
          type: 'group',
          label: { de: 'Metadaten', en: 'Meta' },
          fields: [
            { name: 'description', type: 'textarea' },
            { type: 'row', fields: [{ name: 'keywords', type: 'text' }] },
          ],
        },
        { type: 'group', label: 'Unnamed', fields: [{ name: 'flat', type: 'text' }] },
        { name: 'links', type: 'array', fields: [{ name: 'href', type: 'text' }] },
        {
          type: 'tabs',
          tabs: [
            { label: 'Unnamed tab', fields: [{ name: 'inTab', type: 'text' }] },
            { name: 'seo', label: 'SEO', fields: [{ name: 'score', type: 'number' }] },
          ],
        },
        {
          name: 'layout',
          type: 'blocks',
          blocks: [],
          blockReferences: ['hero', 'secret', 'missing'],
        },
      ],
    },
    { slug: 'plain', fields: [{ name: 'body', type: 'text', label: () => 'needs a request' }] },
    {
      slug: 'pages-like',
      custom: { adminWiki: { coverage: 'none' } },
      fields: [{ name: 'x', type: 'text' }],
    },
    {
      slug: 'entity-only',
      custom: { adminWiki: { coverage: 'entity' } },
      fields: [{ name: 'y', type: 'text' }],
    },
    { slug: 'wiki-pages', fields: [{ name: 'title', type: 'text' }] },
    { slug: 'wiki-media', fields: [] },
    { slug: 'payload-preferences', fields: [] },
    { slug: 'skipped', fields: [{ name: 'z', type: 'text' }] },
  ],
  globals: [
    { slug: 'site-settings', label: 'Site settings', fields: [{ name: 'tagline', type: 'text' }] },
    { slug: 'payload-jobs-stats', fields: [] },
    { slug: 'off', fields: [] },
  ],
} as unknown as Config

const options = {
  ...none,
  customTargets: [{ key: 'dashboard/tiles', label: { de: 'Kacheln', en: 'Tiles' } }],
  exclude: { blocks: ['secret'], collections: ['skipped'], globals: ['off'] },
}

describe('adminWiki target keys (reference unit)', () => {
  const index = collectTargets(config, options)
  const byKey = new Map(index.targets.map((target) => [target.key, target]))

  test('every key, once, in config order, with its kind and its labels from the entity down', () => {
    expect(index.targets.map(({ key, kind }) => `${kind} ${key}`)).toEqual([
      'collection collection/posts',
      'field collection/posts/title',
      'field collection/posts/rowed',
      'field collection/posts/collapsed',
      'field collection/posts/meta',
      'field collection/posts/meta.description',
      'field collection/posts/meta.keywords',
      'field collection/posts/flat',
      'field collection/posts/links',
      'field collection/posts/links.href',
      'field collection/posts/inTab',
      'field collection/posts/seo',
      'field collection/posts/seo.score',
      'field collection/posts/layout',
      'block block/hero',
      'field block/hero/heading',
      'field block/hero/cta',
      'block block/button',
      'field block/button/url',
      'collection collection/plain',
      'field collection/plain/body',
      'collection collection/pages-like',
      'field collection/pages-like/x',
      'collection collection/entity-only',
      'field collection/entity-only/y',
      'global global/site-settings',
      'field global/site-settings/tagline',
      'block block/unused',
      'custom custom/dashboard/tiles',
    ])
    expect(index.keys).toEqual(new Set(index.targets.map((target) => target.key)))
    for (const kind of ['block', 'collection', 'custom', 'field', 'global'] as const) {
      expect(index.byKind[kind]).toEqual(index.targets.filter((target) => target.kind === kind))
    }
  })

  test('labels: configured strings and per-language labels kept, Payload’s words from the name otherwise', () => {
    expect(byKey.get('collection/posts')).toEqual({
      key: 'collection/posts',
      kind: 'collection',
      label: 'Posts',
      labels: [{ de: 'Beiträge', en: 'Posts' }],
    })
    expect(byKey.get('collection/posts/meta.keywords')!.labels).toEqual([
      { de: 'Beiträge', en: 'Posts' },
      { de: 'Metadaten', en: 'Meta' },
      'Keywords',
    ])
    const labelOf = (key: string) => byKey.get(key)!.label
    expect(
      Object.fromEntries(
        [
          'collection/posts/meta.keywords',
          'collection/posts/title',
          // Rows, collapsibles, unnamed groups and tabs add no label; named tabs and arrays do.
          'collection/posts/collapsed',
          'collection/posts/flat',
          'collection/posts/inTab',
          'collection/posts/seo.score',
          'collection/posts/links.href',
          // A label function needs a request: the name's words stand in.
          'collection/plain',
          'collection/plain/body',
          'block/hero',
          'block/button/url',
          // A label without English uses its first language.
          'block/unused',
          'global/site-settings',
        ].map((key) => [key, labelOf(key)]),
      ),
    ).toEqual({
      'collection/posts/meta.keywords': 'Posts › Meta › Keywords',
      'collection/posts/title': 'Posts › Headline',
      'collection/posts/collapsed': 'Posts › Collapsed',
      'collection/posts/flat': 'Posts › Flat',
      'collection/posts/inTab': 'Posts › In Tab',
      'collection/posts/seo.score': 'Posts › SEO › Score',
      'collection/posts/links.href': 'Posts › Links › Href',
      'collection/plain': 'Plain',
      'collection/plain/body': 'Plain › Body',
      'block/hero': 'Hero',
      'block/button/url': 'Button › Url',
      'block/unused': 'Unused',
      'global/site-settings': 'Site settings',
    })
    expect(
      collectTargets(
        {
          collections: [{ slug: 'x', labels: { plural: { de: 'Nur Deutsch' } }, fields: [] }],
        } as unknown as Config,
        none,
      ).targets[0]!.label,
    ).toBe('Nur Deutsch')
    expect(byKey.get('custom/dashboard/tiles')).toEqual({
      key: 'custom/dashboard/tiles',
      kind: 'custom',
      label: 'Tiles',
      labels: [{ de: 'Kacheln', en: 'Tiles' }],
    })
    expect(
      labelPath(byKey.get('collection/posts/meta.keywords')!.labels, {
        fallbackLanguage: 'en',
        language: 'de',
      } as never),
    ).toBe('Beiträge › Metadaten › Keywords')
  })

  test('coverage markers: "none" leaves the entity and its fields uncounted, "entity" its fields only', () => {
    expect(index.uncounted).toEqual(
      new Set(['collection/pages-like', 'collection/pages-like/x', 'collection/entity-only/y']),
    )
  })

  test('blocks: each owner’s blocks, reached through blocks and block references, excluded ones left out', () => {
    expect(index.blocksOf).toEqual(
      new Map([
        ['collection/posts', new Set(['block/hero'])],
        ['block/hero', new Set(['block/button'])],
      ]),
    )
    expect(targetsOnPagesOf(index, 'collection/posts')).toEqual(
      new Set([
        ...index.targets
          .filter(({ key }) => /^(collection\/posts|block\/hero|block\/button)(\/|$)/.test(key))
          .map(({ key }) => key),
      ]),
    )
    expect(targetsOnPagesOf(index, 'block/button')).toEqual(
      new Set(['block/button', 'block/button/url']),
    )
    expect(targetsOnPagesOf(index, 'global/site-settings')).toEqual(
      new Set(['global/site-settings', 'global/site-settings/tagline']),
    )
    expect(targetsOnPagesOf(index, 'collection/nope')).toEqual(new Set())
    // Answered once per entity.
    expect(targetsOnPagesOf(index, 'collection/posts')).toBe(
      targetsOnPagesOf(index, 'collection/posts'),
    )
    // Blocks that use each other are walked once.
    const looped = collectTargets(
      {
        blocks: [
          {
            slug: 'a',
            fields: [{ name: 'b', type: 'blocks', blocks: [], blockReferences: ['b'] }],
          },
          {
            slug: 'b',
            fields: [{ name: 'a', type: 'blocks', blocks: [], blockReferences: ['a'] }],
          },
        ],
      } as unknown as Config,
      none,
    )
    expect(targetsOnPagesOf(looped, 'block/a')).toEqual(
      new Set(['block/a', 'block/a/b', 'block/b', 'block/b/a']),
    )
  })

  test('inline blocks count like library blocks', () => {
    const inline = collectTargets(
      {
        collections: [
          {
            slug: 'c',
            fields: [
              {
                name: 'body',
                type: 'blocks',
                blocks: [{ slug: 'quote', fields: [{ name: 'text', type: 'text' }] }],
              },
            ],
          },
        ],
      } as unknown as Config,
      none,
    )
    expect(inline.targets.map(({ key }) => key)).toEqual([
      'collection/c',
      'collection/c/body',
      'block/quote',
      'block/quote/text',
    ])
  })

  test('kindOfKey', () => {
    expect(
      [
        'collection/posts',
        'global/x',
        'block/hero',
        'custom/a/b/c',
        'collection/posts/meta.title',
        'block/hero/heading',
        'custom/',
        'collection',
        'page/x',
        '',
      ].map(kindOfKey),
    ).toEqual([
      'collection',
      'global',
      'block',
      'custom',
      'field',
      'field',
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  test('runtimeTargets: computed once per config', () => {
    const first = runtimeTargets(config as never, options)
    expect(runtimeTargets(config as never, options)).toBe(first)
    expect(first.targets).toEqual(index.targets)
  })
})
