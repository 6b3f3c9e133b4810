import type { Config, FieldHook, SanitizedConfig, SelectField, TextField } from 'payload'
import { describe, expect, test } from 'vitest'
import { collectTargets } from '../targets'
import {
  buildTargetPrefillField,
  buildTargetsTab,
  storedTargets,
  TARGET_KEYS_FIELD,
} from './targets'

const options = {
  customTargets: [],
  exclude: { blocks: [], collections: [], globals: [] },
  slugs: { media: 'wiki-media', pages: 'wiki-pages' },
}
// No globals and no custom targets: those pickers are left out.
const config = {
  blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text' }] }],
  collections: [{ slug: 'posts', fields: [{ name: 'title', type: 'text' }] }],
} as unknown as SanitizedConfig
const index = collectTargets(config as unknown as Config, options)
const tab = buildTargetsTab(index, options)
const fieldNamed = (name: string) =>
  tab.fields.find((field) => 'name' in field && field.name === name) as (
    | SelectField
    | TextField
  ) & { virtual?: boolean }
const req = { payload: { config } }
const validate = (name: string, value: unknown, previousValue?: unknown) =>
  (fieldNamed(name).validate as (value: unknown, args: unknown) => unknown)(value, {
    previousValue,
    req,
  })
const hook = (name: string, kind: 'afterRead' | 'beforeChange', args: Record<string, unknown>) =>
  ((fieldNamed(name).hooks as Record<string, FieldHook[]>)[kind]![0] as (args: unknown) => unknown)(
    args,
  )

describe('adminWiki guide targets fields (reference unit)', () => {
  test('one picker per kind that has targets, in a fixed order, each a virtual select of its kind’s targets', () => {
    expect(tab.fields.map((field) => (field as { name: string }).name)).toEqual([
      'targetCollections',
      'targetFields',
      'targetBlocks',
      TARGET_KEYS_FIELD,
    ])
    const fields = fieldNamed('targetFields') as SelectField & { virtual?: boolean }
    expect(fields).toMatchObject({
      type: 'select',
      hasMany: true,
      virtual: true,
      admin: { readOnly: false },
    })
    expect(fields.options).toEqual([
      { label: 'Posts › Title', value: 'collection/posts/title' },
      { label: 'Hero › Heading', value: 'block/hero/heading' },
    ])
    // The picker component gets every target's labels, to label them in the reader's language.
    expect(fields.admin!.components!.Field as { path: string; clientProps: unknown }).toEqual({
      path: '@payload-plugin-suite/admin-wiki/admin#TargetPicker',
      clientProps: {
        kind: 'field',
        targets: [
          { value: 'collection/posts/title', labels: ['Posts', 'Title'] },
          { value: 'block/hero/heading', labels: ['Hero', 'Heading'] },
        ],
      },
    })
    const stored = fieldNamed(TARGET_KEYS_FIELD) as TextField
    expect(stored).toMatchObject({
      type: 'text',
      hasMany: true,
      index: true,
      admin: { readOnly: true },
    })
    expect(buildTargetPrefillField(index)).toMatchObject({
      name: 'wikiTargetPrefill',
      type: 'ui',
      admin: {
        disableListColumn: true,
        components: {
          Field: {
            path: '@payload-plugin-suite/admin-wiki/admin#TargetPrefill',
            clientProps: {
              pickers: {
                collection: 'targetCollections',
                field: 'targetFields',
                block: 'targetBlocks',
              },
            },
          },
        },
      },
    })
  })

  test('validation: a list of known keys of the picker’s kind; stored orphans may stay; messages name the keys', () => {
    for (const name of ['targetFields', TARGET_KEYS_FIELD]) {
      expect(validate(name, undefined)).toBe(true)
      expect(validate(name, null)).toBe(true)
      expect(validate(name, [])).toBe(true)
      expect(validate(name, 'collection/posts/title')).toBe(
        'Targets must be a list of target keys.',
      )
    }
    expect(validate('targetFields', ['collection/posts/title', 'block/hero/heading'])).toBe(true)
    expect(
      validate('targetFields', ['collection/posts', 'collection/posts/title', 'block/hero']),
    ).toBe('Not field targets: collection/posts, block/hero.')
    expect(validate('targetBlocks', ['collection/posts'])).toBe(
      'Not block targets: collection/posts.',
    )
    expect(validate('targetFields', ['collection/posts/gone', 'block/hero/gone'])).toBe(
      'Unknown or excluded targets: collection/posts/gone, block/hero/gone.',
    )
    expect(validate('targetFields', ['collection/posts/gone'], ['collection/posts/gone'])).toBe(
      true,
    )
    expect(validate('targetFields', ['collection/posts/gone'], 'collection/posts/gone')).toBe(
      'Unknown or excluded targets: collection/posts/gone.',
    )
    // targetKeys holds every kind.
    expect(validate(TARGET_KEYS_FIELD, ['collection/posts', 'block/hero/heading'])).toBe(true)
    expect(validate(TARGET_KEYS_FIELD, ['collection/posts', 7])).toBe(
      'Unknown or excluded targets: 7.',
    )
  })

  test('a picker reads its kind from targetKeys; pickers sent replace their kind in targetKeys and keep the others', () => {
    const stored = ['collection/posts', 'collection/posts/title', 'block/hero']
    expect(
      hook('targetFields', 'afterRead', {
        siblingData: { targetKeys: stored },
        value: ['ignored'],
      }),
    ).toEqual(['collection/posts/title'])
    expect(hook('targetBlocks', 'afterRead', { siblingData: {}, value: ['as given'] })).toEqual([
      'as given',
    ])

    const sync = (siblingData: Record<string, unknown>, value: unknown, previousValue?: unknown) =>
      hook(TARGET_KEYS_FIELD, 'beforeChange', { previousValue, siblingData, value })
    // No picker sent: targetKeys as written (an API client writing it directly).
    expect(sync({}, ['collection/posts'], stored)).toEqual(['collection/posts'])
    expect(sync({ targetFields: ['block/hero/heading'] }, undefined, stored)).toEqual([
      'collection/posts',
      'block/hero',
      'block/hero/heading',
    ])
    expect(
      sync({ targetFields: [], targetBlocks: ['block/hero', 'block/hero'] }, stored, undefined),
    ).toEqual(['collection/posts', 'block/hero'])
    expect(sync({ targetCollections: null }, stored, undefined)).toEqual([
      'collection/posts/title',
      'block/hero',
    ])
    expect(sync({ targetFields: ['collection/posts/title'] }, undefined, undefined)).toEqual([
      'collection/posts/title',
    ])
  })

  test('storedTargets: the keys a guide document holds, or none', () => {
    expect(storedTargets({ [TARGET_KEYS_FIELD]: ['collection/posts'] })).toEqual([
      'collection/posts',
    ])
    expect(storedTargets({ [TARGET_KEYS_FIELD]: 'collection/posts' })).toEqual([])
    expect(storedTargets({})).toEqual([])
  })

  test('picker labels come from the plugin’s strings where Payload’s i18n has none', () => {
    const label = (name: string) =>
      (fieldNamed(name).label as (args: { t: (key: string) => string }) => string)({
        t: (key) => key,
      })
    expect(['targetCollections', 'targetFields', 'targetBlocks'].map(label)).toEqual([
      'Collections',
      'Fields',
      'Blocks',
    ])
  })
})
