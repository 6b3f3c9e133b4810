import type {
  CollectionBeforeChangeHook,
  Config,
  FieldHook,
  PayloadRequest,
  SelectField,
  TextField,
} from 'payload'
import { describe, expect, test } from 'vitest'
import { resolveOptions } from '../options'
import type { WebhooksOptions } from '../types'
import { HEALTH_FIELDS, subscriptionsCollection } from './subscriptions'

const config = { collections: [{ slug: 'posts', fields: [] }] } as unknown as Config
const collectionOf = (options: Record<string, unknown>) =>
  subscriptionsCollection(
    resolveOptions({ collections: { posts: true }, ...options } as WebhooksOptions, config),
    config,
  )
const fieldNamed = (options: Record<string, unknown>, name: string) =>
  collectionOf(options).fields.find((field) => 'name' in field && field.name === name)

/** A translator that shows the key and the values it was given. */
const req = {
  t: (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`,
} as unknown as PayloadRequest

/** The subscriptions collection as built, beyond what WH-71's statuses show. */
describe('webhooks subscriptions collection (reference unit)', () => {
  test('the transform select is offered only when the plugin registers transforms', () => {
    expect(fieldNamed({}, 'transform')).toBeUndefined()
    expect(collectionOf({}).fields.every((field) => typeof field === 'object')).toBe(true)
    expect(fieldNamed({ transforms: { summary: () => ({}) } }, 'transform')).toMatchObject({
      type: 'select',
      options: ['summary'],
    })
  })

  test('a select answered in the wrong shape is told which options there are', () => {
    const validate = (name: string, value: unknown) => {
      const field = fieldNamed({ transforms: { summary: () => ({}) } }, name) as SelectField
      return field.validate!(value as never, { ...field, req } as never)
    }
    expect(validate('collections', 'posts')).toMatch(/expectedOptionList.*"options":"posts"/)
    expect(validate('events', [1])).toMatch(
      /expectedOptionList.*"options":"create, update, delete"/,
    )
    expect(validate('transform', ['summary'])).toMatch(/expectedOneOption.*"options":"summary"/)
  })

  test('health is the plugin’s alone: fresh on create and on re-enabling, kept on any other update, whatever the caller sends', () => {
    const guard = collectionOf({}).hooks!.beforeChange!.at(-1) as CollectionBeforeChangeHook
    const stored = { enabled: true, failureStreak: 3, lastError: 'HTTP 500', disabledAt: null }
    const sent = { failureStreak: 0, lastError: 'forged' }
    const run = (operation: 'create' | 'update', data: object, originalDoc?: object) =>
      guard({ data: { ...data }, originalDoc, operation } as never) as Record<string, unknown>
    const fresh = Object.fromEntries(
      HEALTH_FIELDS.map((name) => [name, name === 'failureStreak' ? 0 : null]),
    )
    expect(run('create', sent)).toMatchObject(fresh)
    expect(run('update', { ...sent, enabled: true }, stored)).toMatchObject({
      failureStreak: 3,
      lastError: 'HTTP 500',
      lastSuccessAt: null,
    })
    expect(run('update', { enabled: true }, { ...stored, enabled: false })).toMatchObject(fresh)
    expect(run('update', { enabled: false }, { ...stored, enabled: false })).toMatchObject({
      failureStreak: 3,
    })
  })

  test('the secret is the server’s: made on create, kept on update whatever is sent', () => {
    const field = fieldNamed({}, 'secret') as TextField
    const hook = field.hooks!.beforeChange![0] as FieldHook
    const made = hook({ operation: 'create', value: 'mine' } as never)
    expect(made).toEqual(expect.any(String))
    expect(made).not.toBe('mine')
    expect(
      hook({ operation: 'update', value: 'mine', originalDoc: { secret: 'kept' } } as never),
    ).toBe('kept')
  })
})
