import { createClient } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { countSubmissions, createForm, fieldErrors } from './support'

/** A field per built-in rule (but `required`), each with the value its message quotes. */
const ONE_RULE_EACH = [
  { blockType: 'text', name: 'minLength', validation: [{ rule: 'minLength', value: '5' }] },
  { blockType: 'text', name: 'maxLength', validation: [{ rule: 'maxLength', value: '3' }] },
  { blockType: 'number', name: 'min', validation: [{ rule: 'min', value: '10' }] },
  { blockType: 'number', name: 'max', validation: [{ rule: 'max', value: '10' }] },
  { blockType: 'text', name: 'pattern', validation: [{ rule: 'pattern', value: '[A-Z]{3}-\\d+' }] },
  { blockType: 'text', name: 'email', validation: [{ rule: 'email' }] },
  { blockType: 'text', name: 'oneOf', validation: [{ rule: 'oneOf', value: 'red, green' }] },
]

describeFamily('FB', 'server-side validation: field types and rules', () => {
  const host = useHost({ fixture: fbForms })

  /** Submits `values` and returns the 400's errors as { path: message }; nothing may be stored. */
  const rejects = async (formId: unknown, values: Record<string, unknown>, locale = 'en') => {
    const before = await countSubmissions(host())
    const response = await createClient(host()).post('/form-submissions', {
      form: formId,
      locale,
      values,
    })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(await countSubmissions(host())).toBe(before)
    return Object.fromEntries(
      fieldErrors(response.body).map((error) => [error.path, error.message]),
    )
  }
  const accepts = async (formId: unknown, values: Record<string, unknown>) => {
    const response = await createClient(host()).post('/form-submissions', { form: formId, values })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body.doc
  }

  test('[FB-23] every built-in field type checks its answers on the server and stores them normalized', async () => {
    const form = await createForm(host(), {
      title: 'All types',
      fields: [
        { blockType: 'text', name: 'text' },
        { blockType: 'textarea', name: 'textarea' },
        { blockType: 'email', name: 'email' },
        { blockType: 'number', name: 'number' },
        { blockType: 'select', name: 'select', options: [{ value: 'a' }, { value: 'b' }] },
        {
          blockType: 'select',
          name: 'multi',
          multiple: true,
          options: [{ value: 'a' }, { value: 'b' }],
        },
        { blockType: 'radio', name: 'radio', options: [{ value: 'x' }, { value: 'y' }] },
        { blockType: 'checkbox', name: 'checkbox' },
        { blockType: 'date', name: 'date' },
        { blockType: 'country', name: 'country' },
        { blockType: 'message', message: null },
        { blockType: 'consent', name: 'consent', source: 'privacy-v1' },
        { blockType: 'hidden', name: 'campaign', defaultValue: 'spring' },
      ],
    })
    const errors = await rejects(form.id, {
      text: 42,
      textarea: { nested: true },
      email: 'not-an-email',
      number: 'twelve',
      select: 'c',
      multi: ['a', 'z'],
      radio: 'z',
      checkbox: 'yes',
      date: '2026-13-45',
      country: 'ZZ',
      consent: 'sure',
      campaign: 7,
    })
    expect(Object.keys(errors).sort()).toEqual(
      [
        'campaign',
        'checkbox',
        'consent',
        'country',
        'date',
        'email',
        'multi',
        'number',
        'radio',
        'select',
        'text',
        'textarea',
      ]
        .map((name) => `values.${name}`)
        .sort(),
    )
    for (const message of Object.values(errors)) expect(message.length).toBeGreaterThan(5)
    // A list for a single select is refused too.
    expect(Object.keys(await rejects(form.id, { select: ['a'] }))).toEqual(['values.select'])

    const valid = {
      text: 'hello',
      textarea: 'line one\nline two',
      email: 'ann@example.test',
      number: '12.5',
      select: 'b',
      multi: ['a', 'b'],
      radio: 'x',
      checkbox: true,
      date: '2026-11-21',
      country: 'DE',
      consent: true,
    }
    const doc = await accepts(form.id, valid)
    // Stored normalized: the number parsed, the hidden field's default filled in, the rest as sent.
    expect(doc.values).toEqual({ ...valid, number: 12.5, campaign: 'spring' })
    expect(doc.descriptors.country.country).toBe('Germany')
  })

  test('[FB-24] each built-in rule rejects with a 400 naming the field and its message, and stores nothing', async () => {
    const form = await createForm(host(), {
      title: 'Rules',
      fields: [
        { blockType: 'text', name: 'required', required: true },
        ...ONE_RULE_EACH,
        {
          blockType: 'text',
          name: 'twoRules',
          validation: [
            { rule: 'minLength', value: '4' },
            { rule: 'pattern', value: '\\d+' },
          ],
        },
      ],
    })
    const errors = await rejects(form.id, {
      required: '',
      minLength: 'abc',
      maxLength: 'abcd',
      min: 9,
      max: 11,
      pattern: 'abc-1',
      email: 'nope',
      oneOf: 'blue',
      twoRules: 'ab',
    })
    expect(errors).toEqual({
      'values.required': 'This field is required.',
      'values.minLength': 'Must be at least 5 characters.',
      'values.maxLength': 'Must be at most 3 characters.',
      'values.min': 'Must be at least 10.',
      'values.max': 'Must be at most 10.',
      'values.pattern': 'Does not match the expected format.',
      'values.email': 'Must be a valid email address.',
      'values.oneOf': 'Must be one of: red, green.',
      'values.twoRules': expect.any(String),
    })
    // Both failing rules of one field are reported.
    const response = await createClient(host()).post('/form-submissions', {
      form: form.id,
      values: { required: 'x', twoRules: 'ab' },
    })
    expect(
      fieldErrors(response.body).filter((error) => error.path === 'values.twoRules'),
    ).toHaveLength(2)

    await accepts(form.id, {
      required: 'x',
      minLength: 'abcde',
      maxLength: 'abc',
      min: 10,
      max: 10,
      pattern: 'ABC-12',
      email: 'a@b.test',
      oneOf: 'green',
      twoRules: '1234',
    })
  })

  test('[FB-24] rule messages are translated into the submission’s locale', async () => {
    const form = await createForm(host(), {
      title: 'Übersetzt',
      fields: [
        { blockType: 'text', name: 'name', required: true },
        { blockType: 'text', name: 'code', validation: [{ rule: 'maxLength', value: '2' }] },
      ],
    })
    expect(await rejects(form.id, { code: 'abc' }, 'de')).toEqual({
      'values.name': 'Dieses Feld ist erforderlich.',
      'values.code': 'Höchstens 2 Zeichen.',
    })

    // Every rule's message, not only those two: each differs from the English one and keeps its value.
    const rules = await createForm(host(), {
      title: 'Alle Regeln',
      fields: ONE_RULE_EACH,
    })
    const wrong = {
      minLength: 'abc',
      maxLength: 'abcd',
      min: 9,
      max: 11,
      pattern: 'abc',
      email: 'nope',
      oneOf: 'blue',
    }
    const [english, german] = [
      await rejects(rules.id, wrong, 'en'),
      await rejects(rules.id, wrong, 'de'),
    ]
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort())
    for (const path of Object.keys(english)) expect(german[path], path).not.toBe(english[path])
    expect(german['values.minLength']).toContain('5')
    expect(german['values.min']).toContain('10')
    expect(german['values.max']).toContain('10')
    expect(german['values.oneOf']).toContain('red, green')
  })

  test('[FB-28] repeater answers are rows: each cell is checked against its column, errors name row and column', async () => {
    const form = await createForm(host(), {
      title: 'Order',
      fields: [
        {
          blockType: 'repeater',
          name: 'items',
          required: true,
          minRows: 1,
          maxRows: 3,
          columns: [
            { name: 'sku', type: 'text', required: true },
            { name: 'qty', type: 'number', required: true },
            { name: 'giftTo', type: 'email' },
          ],
        },
      ],
    })
    expect(
      await rejects(form.id, {
        items: [
          { sku: 'A1', qty: 2 },
          { sku: '', qty: 'many', giftTo: 'x' },
          { sku: 'B', qty: 1, colour: 'red' },
        ],
      }),
    ).toEqual({
      'values.items.1.sku': 'This field is required.',
      'values.items.1.qty': 'Must be a number.',
      'values.items.1.giftTo': 'Must be a valid email address.',
      'values.items.2.colour': expect.any(String),
    })
    expect(Object.keys(await rejects(form.id, { items: [] }))).toEqual(['values.items'])
    // minRows on its own, not through required.
    const pair = await createForm(host(), {
      title: 'Pair',
      fields: [
        {
          blockType: 'repeater',
          name: 'players',
          minRows: 2,
          columns: [{ name: 'player', type: 'text', required: true }],
        },
      ],
    })
    expect(Object.keys(await rejects(pair.id, { players: [{ player: 'Ann' }] }))).toEqual([
      'values.players',
    ])
    await accepts(pair.id, { players: [{ player: 'Ann' }, { player: 'Bo' }] })
    expect(
      Object.keys(
        await rejects(form.id, {
          items: [
            { sku: 'a', qty: 1 },
            { sku: 'b', qty: 1 },
            { sku: 'c', qty: 1 },
            { sku: 'd', qty: 1 },
          ],
        }),
      ),
    ).toEqual(['values.items'])
    expect(Object.keys(await rejects(form.id, { items: 'A1 x2' }))).toEqual(['values.items'])
    const doc = await accepts(form.id, {
      items: [
        { sku: 'A1', qty: '2' },
        { sku: 'B2', qty: 1, giftTo: 'gift@example.test' },
      ],
    })
    expect(doc.values.items).toEqual([
      { sku: 'A1', qty: 2 },
      { sku: 'B2', qty: 1, giftTo: 'gift@example.test' },
    ])
    expect(doc.descriptors.items.columns.map((column: { name: string }) => column.name)).toEqual([
      'sku',
      'qty',
      'giftTo',
    ])
  })
})
