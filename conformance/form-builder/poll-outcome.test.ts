import { createClient, type Host } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { choices, createForm, fieldErrors, signIn, specField } from './support'

const manualPoll = (host: Host, title = 'Manual poll') =>
  createForm(host, {
    title,
    poll: { type: 'manual', options: choices({ red: 'Red', blue: 'Blue', green: 'Green' }) },
  })

describeFamily('FB', 'poll outcome', () => {
  const state = {
    departments: [],
    fromAddresses: [],
    consentSources: [],
    pollSources: { fruits: choices({ apple: 'Apple', pear: 'Pear' }) },
  }
  const host = useHost({ fixture: fbForms, options: { state } })

  test('[FB-13] a winner outside the effective options is rejected with a 400 naming it, over REST', async () => {
    const form = await manualPoll(host())
    const editor = await signIn(host())
    const response = await editor.patch(`/forms/${form.id}`, {
      poll: { outcome: { winningValues: ['red', 'purple', 'teal'] } },
    })
    expect(response.status).toBe(400)
    const [error] = fieldErrors(response.body)
    expect(error.path).toBe('poll.outcome.winningValues')
    expect(error.message).toContain('purple')
    expect(error.message).toContain('teal')
    // Only the offending values are named as offending (the valid 'red' is not).
    expect(error.message.split('(')[0]).not.toContain('red')
    const stored = await host().payload.findByID({ collection: 'forms', id: form.id })
    expect(stored.poll.outcome.winningValues).toEqual([])
  })

  test('[FB-13] the same check applies over the Local API, to source polls (the source decides) and to a strategy closing the poll', async () => {
    const form = await manualPoll(host())
    await expect(
      host().payload.update({
        collection: 'forms',
        id: form.id,
        data: { poll: { outcome: { winningValues: ['purple'] } } },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('poll.outcome.winningValues'),
    })
    await expect(
      host().payload.update({
        collection: 'forms',
        id: form.id,
        data: { poll: { outcome: { winningValues: ['purple'] } } },
      }),
    ).rejects.toSatisfy((error: any) => JSON.stringify(error.data).includes('purple'))
    expect(
      (await host().payload.findByID({ collection: 'forms', id: form.id })).poll.outcome
        .winningValues ?? [],
    ).toEqual([])

    // Options come from the source once the poll is a source poll: 'apple' is valid, 'red' is not,
    // although 'red' is still in the form's own list from when it was a manual poll.
    const sourced = await createForm(host(), {
      title: 'Fruits',
      poll: { type: 'manual', options: [{ label: 'Red', value: 'red' }] },
    })
    await expect(
      host().payload.update({
        collection: 'forms',
        id: sourced.id,
        data: {
          poll: { type: 'source', source: { name: 'fruits' }, outcome: { winningValues: ['red'] } },
        },
      }),
    ).rejects.toSatisfy(
      (error: any) => error.status === 400 && JSON.stringify(error.data).includes('red'),
    )
    expect(
      (await host().payload.findByID({ collection: 'forms', id: sourced.id })).poll,
    ).toMatchObject({ type: 'manual' })
    const fromSource = await host().payload.update({
      collection: 'forms',
      id: sourced.id,
      data: {
        poll: { type: 'source', source: { name: 'fruits' }, outcome: { winningValues: ['apple'] } },
      },
    })
    expect(fromSource.poll.outcome.winningValues).toEqual(['apple'])

    // A host strategy that names a non-option when the poll closes is rejected the same way.
    const rogue = await createForm(host(), {
      title: 'Rogue',
      poll: { type: 'rogue', options: [{ value: 'a' }, { value: 'b' }] },
    })
    const editor = await signIn(host())
    const closing = await editor.patch(`/forms/${rogue.id}`, { poll: { closed: true } })
    expect(closing.status).toBe(400)
    expect(fieldErrors(closing.body)[0].message).toContain('not-an-option')
    expect(
      (await host().payload.findByID({ collection: 'forms', id: rogue.id })).poll.closed,
    ).toBeFalsy()
  })

  test('[FB-14] winningValues stores a set of option values (a tie keeps every winner) and is shown only for manual polls', async () => {
    const form = await manualPoll(host())
    const editor = await signIn(host())
    const tie = await editor.patch(`/forms/${form.id}`, {
      poll: { outcome: { winningValues: ['red', 'green'] } },
    })
    expect(tie.status).toBe(200)
    expect(tie.body.doc.poll.outcome.winningValues).toEqual(['red', 'green'])
    const read = await createClient(host()).get(`/forms/${form.id}`)
    expect(read.body.poll.outcome.winningValues).toEqual(['red', 'green'])

    const winning = specField(host(), 'forms', 'poll', 'outcome', 'winningValues')
    expect(winning.hasMany).toBe(true)
    const condition = winning.admin.condition
    expect(condition({ poll: { type: 'manual' } }, {}, {})).toBe(true)
    for (const type of ['mostVoted', 'source', 'alphabetical'])
      expect(condition({ poll: { type } }, {}, {})).toBe(false)
  })

  test('[FB-15] resolvedAt is stamped by the server and no caller can write it, an admin included', async () => {
    const form = await manualPoll(host())
    const editor = await signIn(host())
    const forged = '2001-01-01T00:00:00.000Z'

    const before = Date.now()
    const set = await editor.patch(`/forms/${form.id}`, {
      poll: { outcome: { winningValues: ['blue'], resolvedAt: forged } },
    })
    expect(set.status).toBe(200)
    const stamped = set.body.doc.poll.outcome.resolvedAt
    expect(stamped).not.toBe(forged)
    expect(new Date(stamped).getTime()).toBeGreaterThanOrEqual(before - 1000)

    // Writing only resolvedAt changes nothing, over REST and over the Local API (access overridden).
    const rest = await editor.patch(`/forms/${form.id}`, {
      poll: { outcome: { resolvedAt: forged } },
    })
    expect(rest.status).toBe(200)
    expect(rest.body.doc.poll.outcome.resolvedAt).toBe(stamped)
    const local = await host().payload.update({
      collection: 'forms',
      id: form.id,
      data: { poll: { outcome: { resolvedAt: forged } } },
    })
    expect(local.poll.outcome.resolvedAt).toBe(stamped)
    const created = await editor.post('/forms', {
      title: 'Forged',
      poll: { type: 'manual', options: [{ value: 'x' }], outcome: { resolvedAt: forged } },
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.poll.outcome.resolvedAt).toBeNull()
    // Local API create (access overridden): a forged stamp without winners is dropped, one with winners replaced.
    const poll = { type: 'manual', options: [{ value: 'x' }, { value: 'y' }] }
    const localBare = await host().payload.create({
      collection: 'forms',
      data: {
        title: 'Forged locally',
        poll: { ...poll, outcome: { resolvedAt: forged } },
      } as never,
    })
    const resolvedAtOf = (doc: unknown) =>
      (doc as { poll: { outcome: { resolvedAt?: string | null } } }).poll.outcome.resolvedAt ?? null
    expect(resolvedAtOf(localBare)).toBeNull()
    const localWon = await host().payload.create({
      collection: 'forms',
      data: {
        title: 'Forged with a winner',
        poll: { ...poll, outcome: { winningValues: ['x'], resolvedAt: forged } },
      } as never,
    })
    expect(resolvedAtOf(localWon)).not.toBe(forged)
    expect(resolvedAtOf(localWon)).toEqual(expect.any(String))

    // Clearing the winners clears the stamp; new winners get a new one.
    const cleared = await editor.patch(`/forms/${form.id}`, {
      poll: { outcome: { winningValues: [] } },
    })
    expect(cleared.body.doc.poll.outcome.resolvedAt).toBeNull()
  })

  test('[FB-16] GET /api/forms/:id/poll-options returns the effective options: the poll’s own, or its source’s; a missing form is a 404 naming it', async () => {
    const api = createClient(host())
    const own = await manualPoll(host())
    const ownOptions = await api.get(`/forms/${own.id}/poll-options`)
    expect(ownOptions.status).toBe(200)
    expect(ownOptions.body.options).toEqual([
      { value: 'red', label: 'Red' },
      { value: 'blue', label: 'Blue' },
      { value: 'green', label: 'Green' },
    ])

    const sourced = await createForm(host(), {
      title: 'Fruits',
      poll: { type: 'source', source: { name: 'fruits', params: { apiKey: 'secret' } } },
    })
    expect((await api.get(`/forms/${sourced.id}/poll-options`)).body.options).toEqual([
      { value: 'apple', label: 'Apple' },
      { value: 'pear', label: 'Pear' },
    ])
    // Resolved live on each request: a change in the source shows at once.
    state.pollSources.fruits.push({ value: 'plum', label: 'Plum' })
    expect(
      (await api.get(`/forms/${sourced.id}/poll-options`)).body.options.map(
        (o: { value: string }) => o.value,
      ),
    ).toEqual(['apple', 'pear', 'plum'])

    for (const path of ['poll-options', 'poll-results']) {
      for (const id of ['999999', 'not-a-form']) {
        const missing = await api.get(`/forms/${id}/${path}`)
        expect(missing.status, `${id}/${path}`).toBe(404)
        // The 404 says what was not found: a form, with the id asked for.
        expect(missing.body.errors?.[0]?.message, `${id}/${path}`).toMatch(
          new RegExp(`form.*${id}`, 'i'),
        )
      }
    }
    const notPoll = await createForm(host(), { title: 'No poll' })
    for (const path of ['poll-options', 'poll-results']) {
      const response = await api.get(`/forms/${notPoll.id}/${path}`)
      expect(response.status, path).toBe(404)
      expect(response.body.errors?.[0]?.message, path).toMatch(
        new RegExp(`form.*${notPoll.id}.*not a poll`, 'i'),
      )
    }
  })
})
