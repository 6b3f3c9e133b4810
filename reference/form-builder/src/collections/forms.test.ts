import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'
import { describe, expect, test } from 'vitest'
import { formBuilder } from '../index'
import type { FormBuilderOptions } from '../types'

type Condition = (data: unknown, sibling: unknown) => boolean
interface AnyField {
  name?: string
  fields?: AnyField[]
  tabs?: Array<{ fields: AnyField[] }>
  admin?: { condition?: Condition }
}

const formsOf = (options: FormBuilderOptions): CollectionConfig =>
  formBuilder(options)({ collections: [], editor: lexicalEditor() } as never).collections!.find(
    (collection) => collection.slug === 'forms',
  )!

const childrenOf = (field: AnyField): AnyField[] => [
  ...(field.fields ?? []),
  ...(field.tabs ?? []).flatMap((tab) => tab.fields),
]

/** The field named `name` among `fields`, looking through unnamed rows and tabs. */
const named = (fields: AnyField[], name: string): AnyField | undefined => {
  for (const field of fields) {
    if (field.name === name) return field
    const inside = field.name ? undefined : named(childrenOf(field), name)
    if (inside) return inside
  }
  return undefined
}

/** The field at a path of names from the collection's top level. */
const fieldAt = (collection: CollectionConfig, ...path: string[]): AnyField =>
  path.reduce<AnyField>(
    (parent, name) => {
      const found = named(childrenOf(parent), name)
      if (!found) throw new Error(`no field ${path.join('.')} (stopped at ${name})`)
      return found
    },
    { fields: collection.fields as AnyField[] },
  )

/** The innermost unnamed row (or tab, or other container) under `parent` that holds the field named `name`. */
const rowHolding = (parent: AnyField, name: string): AnyField | undefined => {
  const container = childrenOf(parent).find(
    (field) => !field.name && named(childrenOf(field), name),
  )
  return container && (rowHolding(container, name) ?? container)
}

/** What a condition answers for each sibling data, in order. */
const answers = (field: AnyField, siblings: unknown[]) =>
  siblings.map((sibling) => field.admin!.condition!({}, sibling))

/**
 * What the forms collection shows an editor, decided by its admin conditions (run in the admin,
 * where the FB browser family sees them): which settings appear for the response and the poll.
 */
describe('form-builder forms collection: admin conditions (reference unit)', () => {
  const forms = formsOf({ poll: true })

  test('the response: a message unless it redirects, the redirect only when it does', () => {
    const sibling = [{ type: 'message' }, { type: 'redirect' }, {}, undefined]
    expect(answers(fieldAt(forms, 'response', 'message'), sibling)).toEqual([
      true,
      false,
      true,
      true,
    ])
    expect(answers(fieldAt(forms, 'response', 'redirect'), sibling)).toEqual([
      false,
      true,
      false,
      false,
    ])
  })

  test('the poll: options once it has a type other than source, the source only for source, the rest once it is a poll', () => {
    const poll = fieldAt(forms, 'poll')
    const sibling = [{ type: 'single' }, { type: 'source' }, { type: '' }, {}, undefined]
    expect(answers(fieldAt(forms, 'poll', 'options'), sibling)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ])
    expect(answers(fieldAt(forms, 'poll', 'source'), sibling)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ])
    for (const setting of [
      rowHolding(poll, 'voteField')!,
      fieldAt(forms, 'poll', 'visibility'),
      rowHolding(poll, 'closesAt')!,
      fieldAt(forms, 'poll', 'outcome'),
    ])
      expect(answers(setting, sibling)).toEqual([true, true, false, false, false])
  })

  test('winners are picked by hand only for a manual poll', () => {
    const winners = fieldAt(forms, 'poll', 'outcome', 'winningValues')
    expect(
      [
        { poll: { type: 'manual' } },
        { poll: { type: 'mostVoted' } },
        { poll: {} },
        {},
        undefined,
      ].map((data) => winners.admin!.condition!(data, {})),
    ).toEqual([true, false, false, false, false])
  })

  test('the next and previous buttons show once the form has steps', () => {
    const buttons = rowHolding({ fields: forms.fields as AnyField[] }, 'nextLabel')!
    expect(named(childrenOf(buttons), 'prevLabel')).toBeDefined()
    expect(
      [{ steps: [{ title: 'One' }] }, { steps: [] }, { steps: 'one' }, {}, undefined].map((data) =>
        buttons.admin!.condition!(data, {}),
      ),
    ).toEqual([true, false, false, false, false])
  })
})

describe('form-builder forms collection without polls (reference unit)', () => {
  const forms = formsOf({})

  test('no poll tab, column, hooks or endpoints: the list shows title, fields, steps and when it changed', () => {
    expect(forms.admin?.defaultColumns).toEqual(['title', 'fields', 'steps', 'updatedAt'])
    expect(formsOf({ poll: true }).admin?.defaultColumns).toEqual([
      'title',
      'fields',
      'steps',
      'poll',
      'updatedAt',
    ])
    expect(() => fieldAt(forms, 'poll')).toThrow('no field poll')
    expect(forms.hooks?.beforeChange).toHaveLength(1)
    expect(formsOf({ poll: true }).hooks?.beforeChange).toHaveLength(3)
    const paths = (collection: CollectionConfig) =>
      (collection.endpoints || []).map((endpoint) => endpoint.path)
    expect(paths(formsOf({ poll: true })).filter((path) => !paths(forms).includes(path))).toEqual(
      expect.arrayContaining([expect.stringMatching(/poll-options/)]),
    )
    for (const endpoint of forms.endpoints || []) expect(typeof endpoint.handler).toBe('function')
  })
})
