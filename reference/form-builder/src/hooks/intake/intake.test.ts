import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import { resolveOptions } from '../../options'
import type { FormFieldConfig } from '../../types'
import { collectAnswers, reportUnknownAnswers, submitterOf } from './answers'
import type { Intake } from './context'
import { ballotOf, checkVote, voterOf } from './poll'

const NOW = new Date('2030-06-01T12:00:00Z')
const resolved = resolveOptions({ poll: true, uploads: true }, {
  collections: [{ slug: 'media', upload: true, fields: [] }],
  editor: lexicalEditor(),
} as never)

/** One intake of `form` answering `incoming`: a request without a user or a client address. */
const intakeOf = (form: Record<string, unknown>, incoming: Record<string, unknown>): Intake => ({
  resolved,
  req: { headers: new Headers() } as PayloadRequest,
  form: { id: 3, ...form },
  locale: 'en',
  t: ((key: string) => `t:${key}`) as Intake['t'],
  now: NOW,
  incoming,
  errors: [],
})

const collected = async (
  form: { fields: Array<Partial<FormFieldConfig>>; steps?: unknown[] },
  incoming: Record<string, unknown>,
) => {
  const intake = intakeOf(form, incoming)
  return { ...(await collectAnswers(intake)), errors: intake.errors }
}

/** How answers are gathered beyond the FB family's submissions: steps, repeaters, fields without answers. */
describe('form-builder answers (reference unit)', () => {
  test('with steps, only the fields a submitter could reach: unassigned ones, and those of steps whose condition holds or that have none', async () => {
    const text = (name: string) => ({ blockType: 'text', name })
    const form = {
      fields: [text('kind'), text('always'), text('company'), text('school'), text('note')],
      steps: [
        { fields: ['company'], condition: { field: 'kind', equals: 'work' } },
        { fields: ['school'], condition: { field: 'kind', equals: 'study' } },
        { fields: ['note'], condition: {} },
        { fields: ['always'] },
      ],
    }
    const answers = { kind: 'work', always: 'a', company: 'Acme', school: 'Uni', note: 'n' }
    expect((await collected(form, answers)).values).toEqual({
      kind: 'work',
      always: 'a',
      company: 'Acme',
      note: 'n',
    })
    // A condition on an unanswered field holds for an empty `equals` only.
    const onEmpty = {
      fields: [text('kind'), text('extra')],
      steps: [{ fields: ['extra'], condition: { field: 'kind' } }],
    }
    expect((await collected(onEmpty, { extra: 'x' })).values).toEqual({ extra: 'x' })
    expect((await collected(onEmpty, { kind: 'k', extra: 'x' })).values).toEqual({ kind: 'k' })
  })

  test('fields that take no answer (a message, a type not registered, one without a name) are passed over; a hidden field falls back to its default', async () => {
    const { values, errors } = await collected(
      {
        fields: [
          { blockType: 'message', name: 'intro' },
          { blockType: 'unregistered', name: 'odd' },
          { blockType: 'text' },
          { blockType: 'hidden', name: 'campaign', defaultValue: 'spring' },
          { blockType: 'hidden', name: 'given', defaultValue: 'spring' },
          { blockType: 'text', name: 'city', defaultValue: 'Paris' },
        ],
      },
      { intro: 'x', odd: 'y', campaign: undefined, given: 'autumn' },
    )
    // Only a hidden field falls back: another field's default is the form's, not the answer's.
    expect(values).toEqual({ campaign: 'spring', given: 'autumn' })
    expect(errors).toEqual([])
  })

  test('a field’s descriptor: its type and label, and columns for a repeater only', async () => {
    const { descriptors } = await collected(
      { fields: [{ blockType: 'text', name: 'city', label: 'City' }] },
      { city: 'Oslo' },
    )
    expect(descriptors).toEqual({ city: { type: 'text', label: 'City' } })
  })

  test('a file field’s answer is the file uploaded under its name, never a value in the body', async () => {
    const { values, errors } = await collected(
      { fields: [{ blockType: 'file', name: 'cv' }] },
      { cv: { mimetype: 'text/plain', name: 'cv.txt' } },
    )
    expect(values).toEqual({})
    expect(errors).toEqual([])
  })

  test('a repeater’s cells are stored as their column types store them, and its descriptor names each column (label and type defaulted)', async () => {
    const field = {
      blockType: 'repeater',
      name: 'people',
      label: 'People',
      columns: [
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'age', type: 'number' },
        { name: 'nick' },
      ],
    }
    const { values, descriptors } = await collected(
      { fields: [field as Partial<FormFieldConfig>] },
      {
        people: [
          { name: 'Ann', age: '41', nick: '7' },
          { name: 'Bo', age: '' },
        ],
      },
    )
    expect(values).toEqual({
      people: [
        { name: 'Ann', age: 41, nick: '7' },
        { name: 'Bo', age: '' },
      ],
    })
    expect(descriptors).toEqual({
      people: {
        type: 'repeater',
        label: 'People',
        columns: [
          { name: 'name', label: 'Name', type: 'text' },
          { name: 'age', label: 'age', type: 'number' },
          { name: 'nick', label: 'nick', type: 'text' },
        ],
      },
    })
  })

  test('a repeater’s cells as the project’s types store them: a column without a type is text, whose replaced definition normalizes it; a type not registered stores the cell as sent', async () => {
    const text = resolved.definitions.text
    const checkedAs: string[] = []
    const custom = resolveOptions(
      {
        fields: {
          text: {
            ...text,
            check: ({ field }: { field: FormFieldConfig }) => {
              checkedAs.push(`${field.name}:${field.blockType}`)
              return undefined
            },
            normalize: (value: unknown, field: FormFieldConfig) =>
              `${field.blockType}:${field.name}:${String(value).trim()}`,
          },
        },
      },
      { editor: lexicalEditor() } as never,
    )
    const field = {
      blockType: 'repeater',
      name: 'people',
      columns: [{ name: 'nick' }, { name: 'mood', type: 'unregistered' }],
    }
    const intake = {
      ...intakeOf({ fields: [field] }, { people: [{ nick: ' Bo ', mood: 'glad' }] }),
      resolved: custom,
    }
    expect((await collectAnswers(intake)).values).toEqual({
      people: [{ nick: 'text:nick:Bo', mood: 'glad' }],
    })
    expect(intake.errors).toEqual([])
    // Cells are checked as their column's type, text when it has none or one not registered.
    expect(checkedAs).toEqual(['nick:text', 'mood:unregistered'])
  })

  test('a project’s own required rule decides what an empty required answer is told, if anything', async () => {
    const lenient = resolveOptions(
      { rules: { required: { label: 'Required', checksEmpty: true, validate: () => undefined } } },
      { editor: lexicalEditor() } as never,
    )
    const intake = {
      ...intakeOf({ fields: [{ blockType: 'text', name: 'name', required: true }] }, {}),
      resolved: lenient,
    }
    await collectAnswers(intake)
    expect(intake.errors).toEqual([])
  })

  test('required by the field or by an authored rule (entries without a rule passed over); empty answers meet no other rule', async () => {
    const name = (field: Record<string, unknown>) => ({ blockType: 'text', name: 'name', ...field })
    const required = [{ path: 'values.name', message: 't:required' }]
    expect((await collected({ fields: [name({ required: true })] }, {})).errors).toEqual(required)
    const authored = [null, { rule: '' }, { rule: 'required' }]
    expect((await collected({ fields: [name({ validation: authored })] }, {})).errors).toEqual(
      required,
    )
    const optional = name({ validation: [{ rule: 'minLength', value: '3' }] })
    const empty = await collected({ fields: [optional] }, { name: '' })
    expect(empty.values).toEqual({ name: '' })
    expect(empty.errors).toEqual([])
  })

  test('a filled answer meets its type, then every rule its settings imply and its author gave; rules unknown here, and required, are passed over', async () => {
    const field = {
      blockType: 'text',
      name: 'code',
      validation: [
        { rule: 'required' },
        { rule: 'retired-rule' },
        { rule: 'minLength', value: '3' },
        { rule: 'pattern', value: '[a-z]+' },
      ],
    }
    expect(await collected({ fields: [field] }, { code: 'abc' })).toMatchObject({
      values: { code: 'abc' },
      errors: [],
    })
    const refused = await collected({ fields: [field] }, { code: 'A1' })
    expect(refused.values).toEqual({})
    expect(refused).toMatchObject({
      errors: [
        { path: 'values.code', message: 't:minLength' },
        { path: 'values.code', message: 't:pattern' },
      ],
    })
    // A type refused is the only error: its rules are not asked.
    expect((await collected({ fields: [field] }, { code: 7 })).errors).toEqual([
      { path: 'values.code', message: 't:text' },
    ])
  })

  test('a type registered without a check takes any answer; a rule that judges empty answers is not asked of a filled one', async () => {
    const intake = intakeOf(
      {
        fields: [{ blockType: 'rating', name: 'stars', validation: [{ rule: 'answered' }] }],
      },
      { stars: 4 },
    )
    intake.resolved = {
      ...resolved,
      definitions: { ...resolved.definitions, rating: { type: 'rating', fields: [] } as never },
      rules: {
        ...resolved.rules,
        answered: {
          type: 'answered',
          label: 'Answered',
          checksEmpty: true,
          validate: () => 'asked',
        },
      },
    }
    expect((await collectAnswers(intake)).values).toEqual({ stars: 4 })
    expect(intake.errors).toEqual([])
  })

  test('a repeater’s rows are checked cell by cell (an unknown column refused at its cell, an unknown type checked as text) once the rows themselves pass', async () => {
    const field = {
      blockType: 'repeater',
      name: 'people',
      minRows: 2,
      columns: [
        { name: 'name', required: true },
        { name: 'mood', type: 'unregistered' },
      ],
    }
    const form = { fields: [field as Partial<FormFieldConfig>] }
    expect((await collected(form, { people: [{ stray: 1 }] })).errors).toEqual([
      { path: 'values.people', message: 't:minLength' },
    ])
    const cells = await collected(form, { people: [{ name: 'Ann', mood: 5 }, { stray: 1 }] })
    expect(cells.values).toEqual({})
    expect(cells).toMatchObject({
      errors: [
        { path: 'values.people.0.mood', message: 't:text' },
        { path: 'values.people.1.stray', message: 't:unknownField' },
        { path: 'values.people.1.name', message: 't:required' },
      ],
    })
  })

  test('an answer to no field of the form, nor to its poll’s vote field, is refused at its own path', () => {
    const intake = intakeOf(
      { fields: [{ blockType: 'text', name: 'name' }] },
      {
        name: 'Ann',
        vote: 'a',
        stray: 1,
      },
    )
    reportUnknownAnswers(intake, 'vote')
    expect(intake.errors).toEqual([{ path: 'values.stray', message: 't:unknownField' }])
  })

  test('the submitter: the first email answered, else the signed-in user’s email, else nobody', () => {
    const fields = [
      { blockType: 'email', name: 'work' },
      { blockType: 'text', name: 'title' },
      { blockType: 'email', name: 'home' },
    ] as FormFieldConfig[]
    const anonymous = {} as PayloadRequest
    const user = { user: { email: 'editor@example.test' } } as unknown as PayloadRequest
    expect(submitterOf(fields, { work: '', title: 'x@y', home: 'h@example.test' }, anonymous)).toBe(
      'h@example.test',
    )
    expect(submitterOf(fields, { title: 'x@example.test' }, user)).toBe('editor@example.test')
    expect(
      submitterOf(fields, { work: ['w@example.test'], home: 'h@example.test' }, anonymous),
    ).toBe('h@example.test')
    expect(submitterOf(fields, {}, anonymous)).toBeNull()
    expect(submitterOf(fields, {}, { user: { email: 7 } } as unknown as PayloadRequest)).toBeNull()
  })
})

const OPTIONS = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Pears' },
  { value: '1', label: 'One' },
]

/** One intake of a one-choice poll (with `poll`'s settings), answering `incoming`. */
const pollIntakeOf = (poll: Record<string, unknown>, incoming: Record<string, unknown>) =>
  intakeOf({ poll: { type: 'single', options: OPTIONS, ...poll } }, incoming)

/** What checkVote makes of the answer: the accepted vote, or the errors it added. */
const vote = async (answer: unknown, poll: Record<string, unknown> = {}) => {
  const intake = pollIntakeOf(poll, { vote: answer })
  const accepted = await checkVote(intake, ballotOf(intake.form)!)
  return accepted ?? intake.errors
}

/** The vote's checks and who votes, beyond the FB family's status codes: each refusal's path and words. */
describe('form-builder poll intake (reference unit)', () => {
  test('a form is a poll once its poll has a type; the vote is in its vote field, `vote` unless named', () => {
    expect(ballotOf({})).toBeUndefined()
    expect(ballotOf({ poll: {} })).toBeUndefined()
    expect(ballotOf({ poll: { type: 'single' } })?.voteField).toBe('vote')
    expect(ballotOf({ poll: { type: 'single', voteField: '' } })?.voteField).toBe('vote')
    expect(ballotOf({ poll: { type: 'single', voteField: 'choice' } })?.voteField).toBe('choice')
  })

  test('one vote among the options is taken as text, with the option it chose; empty entries do not count', async () => {
    const pick = (value: string) => ({
      type: 'vote',
      label: 'vote',
      options: [OPTIONS.find((option) => option.value === value)],
    })
    expect(await vote('a')).toEqual({ value: 'a', descriptor: pick('a') })
    expect(await vote(1)).toEqual({ value: '1', descriptor: pick('1') })
    expect(await vote([null, '', 'b', undefined])).toEqual({ value: 'b', descriptor: pick('b') })
    expect(await vote(['b', 'a'], { multiple: true })).toEqual({
      value: ['b', 'a'],
      descriptor: { type: 'vote', label: 'vote', options: [OPTIONS[1], OPTIONS[0]] },
    })
  })

  test('refused at the vote field: a closed poll, no vote, two for a one-choice poll, choices not among the options (named)', async () => {
    const at = (message: string) => [{ path: 'values.vote', message }]
    expect(await vote('a', { closed: true })).toEqual(at('t:pollClosed'))
    expect(await vote('a', { closesAt: NOW.toISOString() })).toEqual(at('t:pollClosed'))
    for (const none of [undefined, null, '', [], [null, '']])
      expect(await vote(none), JSON.stringify(none)).toEqual(at('t:required'))
    expect(await vote(['a', 'b'])).toEqual(at('Pick one option.'))
    expect(await vote(['a', 'x', 'y'], { multiple: true })).toEqual(
      at("Not among the poll's options: x, y"),
    )
  })

  test('a voter is the signed-in user, else the client’s address; with neither the vote is refused at its field', async () => {
    const intake = pollIntakeOf({ onePerSubmitter: true }, { vote: 'a' })
    expect(await voterOf(intake, { poll: intake.form.poll, voteField: 'choice' })).toBeUndefined()
    expect(intake.errors).toEqual([
      {
        path: 'values.choice',
        message:
          'Cannot tell who is voting: sign in, or send through a proxy that sets X-Forwarded-For.',
      },
    ])
  })
})
