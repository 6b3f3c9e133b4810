import type { CollectionConfig, Config } from 'payload'
import { describe, expect, test } from 'vitest'
import { resolveOptions } from '../options'
import { withOverride } from './override'

const pluginHook = () => undefined
const projectHook = () => undefined
const pluginEndpoint = {
  path: '/test-event',
  method: 'post',
  handler: () => Response.json({}),
} as const
const projectEndpoint = {
  path: '/export',
  method: 'get',
  handler: () => Response.json({}),
} as const

const built: CollectionConfig = {
  slug: 'webhook-subscriptions',
  access: { read: () => true, update: () => true },
  admin: { group: 'Webhooks', useAsTitle: 'url' },
  hooks: { beforeChange: [pluginHook] },
  endpoints: [pluginEndpoint],
  fields: [{ name: 'url', type: 'text' }],
}

describe('overrides.subscriptions', () => {
  test('without an override the collection is the one the plugin built', () => {
    expect(withOverride(built, undefined)).toBe(built)
  })

  test('keys replace the plugin’s, access and admin per key; the slug stays', () => {
    const readOnlyAdmins = () => false
    const merged = withOverride(built, {
      slug: 'renamed',
      access: { read: readOnlyAdmins },
      admin: { group: 'Integrations' },
      labels: { singular: 'Hook', plural: 'Hooks' },
    })
    expect(merged.slug).toBe('webhook-subscriptions')
    expect(merged.access).toEqual({ read: readOnlyAdmins, update: built.access!.update })
    expect(merged.admin).toEqual({ group: 'Integrations', useAsTitle: 'url' })
    expect(merged.labels).toEqual({ singular: 'Hook', plural: 'Hooks' })
  })

  test('hooks and endpoints come after the plugin’s, per hook kind', () => {
    const merged = withOverride(built, {
      hooks: { beforeChange: [projectHook], afterDelete: [projectHook] },
      endpoints: [projectEndpoint],
    })
    expect(merged.hooks).toEqual({
      beforeChange: [pluginHook, projectHook],
      afterDelete: [projectHook],
    })
    expect(merged.endpoints).toEqual([pluginEndpoint, projectEndpoint])
  })

  test('fields is a seam over the plugin’s fields, its result used as is', () => {
    const merged = withOverride(built, {
      fields: ({ defaultFields }) => [...defaultFields, { name: 'team', type: 'text' }],
    })
    expect(merged.fields.map((field) => ('name' in field ? field.name : ''))).toEqual([
      'url',
      'team',
    ])
  })

  test('a function or a fields that is no function is refused, naming the option', () => {
    const config = { collections: [] } as unknown as Config
    expect(() =>
      resolveOptions(
        {
          collections: {},
          overrides: { subscriptions: ((collection: CollectionConfig) => collection) as never },
        },
        config,
      ),
    ).toThrow(/webhooks: overrides\.subscriptions must be an object/)
    expect(() =>
      resolveOptions(
        { collections: {}, overrides: { subscriptions: { fields: [] as never } } },
        config,
      ),
    ).toThrow(/webhooks: overrides\.subscriptions\.fields must be a function/)
  })
})
