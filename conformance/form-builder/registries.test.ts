import { createClient, type Host } from '../../fixtures'
import { describeFamily, expect, expectBlock, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { createForm, fieldErrors, signIn, specField, submitTo } from './support'

const blockNames = (host: Host, field: string, slug: string) => {
  const block = expectBlock<{ slug: string; flattenedFields: Array<{ name: string }> }>(
    specField(host, 'forms', field),
    slug,
    `\`forms\` › \`${field}\``,
  )
  // id and blockName are added to every block by Payload itself.
  return block.flattenedFields
    .map((entry) => entry.name)
    .filter((name) => name !== 'id' && name !== 'blockName')
}

describeFamily('FB', 'registries: fields, rules, actions, poll.types', () => {
  const host = useHost({
    fixture: fbForms,
    options: {
      plugin: {
        fields: {
          text: {
            labels: { singular: 'Shout', plural: 'Shouts' },
            fields: [
              { name: 'name', type: 'text', required: true },
              { name: 'label', type: 'text' },
            ],
            check: ({ value }: { value: unknown }) =>
              String(value) === String(value).toUpperCase() ? undefined : 'Must be uppercase',
          },
          rating: {
            labels: { singular: 'Rating', plural: 'Ratings' },
            fields: [
              { name: 'name', type: 'text', required: true },
              { name: 'stars', type: 'number' },
            ],
            check: ({ value, field }: { value: unknown; field: { stars?: number } }) =>
              Number.isInteger(value) &&
              (value as number) >= 1 &&
              (value as number) <= (field.stars ?? 5)
                ? undefined
                : `1 to ${field.stars ?? 5}`,
          },
        },
        rules: {
          email: {
            label: 'Corporate email',
            validate: ({ value }: { value: unknown }) =>
              String(value).endsWith('@corp.test') ? undefined : 'Corporate address only',
          },
          noDigits: {
            label: 'No digits',
            validate: ({ value }: { value: unknown }) =>
              /\d/.test(String(value)) ? 'No digits allowed' : undefined,
          },
        },
        actions: {
          emailTeam: {
            labels: { singular: 'Team ping', plural: 'Team pings' },
            fields: [{ name: 'channel', type: 'text' }],
            run: ({ req, submission, action }: any) =>
              req.payload.create({
                collection: 'fb-log',
                data: {
                  kind: 'custom.emailTeam',
                  detail: { submission: submission.id, channel: action.channel },
                },
                req,
              }),
          },
        },
        poll: { types: { mostVoted: { label: 'Editor’s favourite', resolve: () => ['b'] } } },
      },
    },
  })

  test('[FB-11] a fields entry replaces the built-in of that type wholesale; a new type is added', async () => {
    expect(blockNames(host(), 'fields', 'text')).toEqual(['name', 'label'])
    expect(blockNames(host(), 'fields', 'rating')).toEqual(['name', 'stars'])
    // Built-ins not named stay as they were.
    expect(blockNames(host(), 'fields', 'email')).toEqual(
      expect.arrayContaining(['name', 'label', 'required', 'validation']),
    )

    const form = await createForm(host(), {
      title: 'Registry',
      fields: [
        { blockType: 'text', name: 'code' },
        { blockType: 'rating', name: 'score', stars: 3 },
      ],
    })
    const visitor = createClient(host())
    const bad = await submitTo(visitor, form, { code: 'abc', score: 4 })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.body)).toEqual([
      { path: 'values.code', message: 'Must be uppercase' },
      { path: 'values.score', message: '1 to 3' },
    ])
    expect((await submitTo(visitor, form, { code: 'ABC', score: 3 })).status).toBe(201)
  })

  test('[FB-11] a rules entry replaces the built-in rule; a new rule is added and pickable', async () => {
    const form = await createForm(host(), {
      title: 'Rules',
      fields: [
        { blockType: 'textarea', name: 'contact', validation: [{ rule: 'email' }] },
        { blockType: 'textarea', name: 'nickname', validation: [{ rule: 'noDigits' }] },
      ],
    })
    const visitor = createClient(host())
    const bad = await submitTo(visitor, form, { contact: 'ann@example.test', nickname: 'ann99' })
    expect(fieldErrors(bad.body)).toEqual([
      { path: 'values.contact', message: 'Corporate address only' },
      { path: 'values.nickname', message: 'No digits allowed' },
    ])
    expect(
      (await submitTo(visitor, form, { contact: 'ann@corp.test', nickname: 'ann' })).status,
    ).toBe(201)
  })

  test('[FB-11] an actions entry replaces the built-in action wholesale (its fields and its run)', async () => {
    expect(blockNames(host(), 'actions', 'emailTeam')).toEqual(['channel'])
    const form = await createForm(host(), {
      title: 'Ping',
      fields: [{ blockType: 'textarea', name: 'note' }],
      actions: [{ blockType: 'emailTeam', channel: '#sales' }],
    })
    const outbox = host().outbox.length
    const created = await submitTo(createClient(host()), form, { note: 'hi' })
    expect(created.status).toBe(201)
    expect(host().outbox.length).toBe(outbox)
    const log = await host().payload.find({
      collection: 'fb-log' as never,
      where: { kind: { equals: 'custom.emailTeam' } },
    })
    expect(log.docs.map((doc: any) => doc.detail)).toEqual([
      { submission: created.body.doc.id, channel: '#sales' },
    ])
  })

  test('[FB-11] a poll.types entry replaces the built-in strategy: closing a mostVoted poll uses the host’s resolve', async () => {
    const form = await createForm(host(), {
      title: 'Vote',
      poll: { type: 'mostVoted', options: [{ value: 'a' }, { value: 'b' }] },
    })
    const visitor = createClient(host())
    for (const vote of ['a', 'a', 'a'])
      expect((await submitTo(visitor, form, { vote })).status).toBe(201)
    const editor = await signIn(host())
    const closed = await editor.patch(`/forms/${form.id}`, { poll: { closed: true } })
    expect(closed.status).toBe(200)
    expect(closed.body.doc.poll.outcome.winningValues).toEqual(['b'])
  })
})
