import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createClient } from '../fixtures'
import type { Host } from '../fixtures/host'
import { bootFbHost } from './test-hosts'

/**
 * The forms collection's own hooks beyond the FB family's statuses: the words of the refusal to
 * delete an answered form, how a closing poll counts its votes, and when resolvedAt is stamped again.
 */
describe('form-builder forms and submissions (reference unit)', () => {
  let host: Host
  const createForm = async (data: Record<string, unknown>) =>
    (await host.payload.create({ collection: 'forms', data: data as never })) as {
      id: string | number
    }
  const submit = async (form: unknown, values: Record<string, unknown>, ip = '198.51.100.1') => {
    const answered = await createClient(host).post(
      '/form-submissions',
      { form, values },
      { headers: { 'x-forwarded-for': ip } },
    )
    expect(answered.status, JSON.stringify(answered.body)).toBe(201)
    return answered.body.doc as { id: string | number }
  }
  const optionsOf = (...values: string[]) => values.map((value) => ({ value, label: value }))
  const winnersOnClose = async (id: unknown) =>
    outcomeOf(
      await host.payload.update({
        collection: 'forms',
        id: id as string,
        data: { poll: { closed: true } } as never,
      }),
    ).winningValues
  const outcomeOf = (doc: unknown) =>
    (doc as { poll: { outcome: { winningValues: string[]; resolvedAt: string | null } } }).poll
      .outcome

  beforeAll(async () => {
    host = await bootFbHost()
  }, 120_000)
  afterAll(() => host?.close())

  test('an answered form is kept whoever deletes it, the Local API included, with the count in words: one submission, two', async () => {
    const form = await createForm({ title: 'Answered', fields: [{ blockType: 'text', name: 'n' }] })
    const deleted = () => host.payload.delete({ collection: 'forms', id: form.id })
    await submit(form.id, { n: 'Ann' })
    await expect(deleted()).rejects.toMatchObject({
      status: 409,
      message: 'This form has 1 submission; delete it before the form.',
    })
    await submit(form.id, { n: 'Bo' })
    await expect(deleted()).rejects.toMatchObject({
      status: 409,
      message: 'This form has 2 submissions; delete them before the form.',
    })
  })

  test('a closing poll counts the votes in its own vote field, every choice of a vote, and no flagged submission', async () => {
    const poll = await createForm({
      title: 'Colours',
      poll: {
        type: 'mostVoted',
        multiple: true,
        voteField: 'choice',
        options: optionsOf('red', 'blue', 'green'),
      },
    })
    await submit(poll.id, { choice: ['red', 'blue'] }, '198.51.100.1')
    await submit(poll.id, { choice: ['blue'] }, '198.51.100.2')
    for (const ip of ['198.51.100.3', '198.51.100.4', '198.51.100.5']) {
      const flagged = await submit(poll.id, { choice: ['green'] }, ip)
      await host.payload.update({
        collection: 'form-submissions',
        id: flagged.id,
        data: { status: 'flagged' } as never,
      })
    }
    expect(await winnersOnClose(poll.id)).toEqual(['blue'])
  })

  test('a closing poll counts every vote, past any page: 10 blue and 6 red, cast so that any 10 of them tie', async () => {
    const poll = await createForm({
      title: 'Many votes',
      poll: {
        type: 'mostVoted',
        options: optionsOf('red', 'blue'),
      },
    })
    const votes = [...Array(5).fill('blue'), ...Array(6).fill('red'), ...Array(5).fill('blue')]
    for (const [index, vote] of votes.entries())
      await submit(poll.id, { vote }, `198.51.100.${index + 1}`)
    expect(await winnersOnClose(poll.id)).toEqual(['blue'])
  })

  test('a one-per-submitter vote changed afterwards keeps its voter, and is not counted against itself', async () => {
    const poll = await createForm({
      title: 'Once',
      poll: {
        type: 'mostVoted',
        onePerSubmitter: true,
        options: optionsOf('red', 'blue'),
      },
    })
    const cast = await submit(poll.id, { vote: 'red' }, '198.51.100.7')
    const changed = (await host.payload.update({
      collection: 'form-submissions',
      id: cast.id,
      data: { values: { vote: 'blue' } } as never,
    })) as unknown as { values: { vote: string }; voter: string }
    expect(changed).toMatchObject({ values: { vote: 'blue' }, voter: 'ip:198.51.100.7' })
  })

  test('a second vote by the same voter that is also invalid is told what is wrong (400), not that it voted (409)', async () => {
    const poll = await createForm({
      title: 'Once, checked',
      poll: { type: 'mostVoted', onePerSubmitter: true, options: optionsOf('red', 'blue') },
    })
    await submit(poll.id, { vote: 'red' }, '198.51.100.8')
    const again = await createClient(host).post(
      '/form-submissions',
      { form: poll.id, values: { vote: 'green' } },
      { headers: { 'x-forwarded-for': '198.51.100.8' } },
    )
    expect(again.status, JSON.stringify(again.body)).toBe(400)
  })

  test('submissions: only the intake creates them, and the voter key is the server’s, never read nor written by a caller', async () => {
    const editor = createClient(host)
    expect(
      (
        await editor.post('/users/login', {
          email: 'editor@example.test',
          password: 'editor-password',
        })
      ).status,
    ).toBe(200)
    const access = await editor.get('/access')
    const submissions = access.body.collections['form-submissions']
    expect(submissions).toMatchObject({ read: true, update: true })
    expect(submissions.create ?? false).toBe(false)
    expect(submissions.fields.voter ?? {}).toEqual({})

    const form = await createForm({ title: 'Plain', fields: [{ blockType: 'text', name: 'n' }] })
    const forged = await createClient(host).post('/form-submissions', {
      form: form.id,
      values: { n: 'Ann' },
      voter: 'forged',
    })
    expect(forged.status, JSON.stringify(forged.body)).toBe(201)
    const id = forged.body.doc.id
    const stored = async () =>
      (await host.payload.findByID({ collection: 'form-submissions', id, depth: 0 })).voter ?? null
    expect(await stored()).toBeNull()
    const read = await editor.get(`/form-submissions/${id}`)
    expect(read.status).toBe(200)
    expect(read.body).not.toHaveProperty('voter')
    await host.payload.db.updateOne({
      collection: 'form-submissions',
      id,
      data: { voter: 'ip:198.51.100.9' },
    })
    expect((await editor.patch(`/form-submissions/${id}`, { voter: 'changed' })).status).toBe(200)
    expect(await stored()).toBe('ip:198.51.100.9')
    expect((await editor.get(`/form-submissions/${id}`)).body).not.toHaveProperty('voter')
  })

  test('resolvedAt stays while the winners are the same set, in any order, and is stamped again for another set of the same size', async () => {
    const poll = await createForm({
      title: 'Manual',
      poll: {
        type: 'manual',
        options: optionsOf('a', 'b', 'c'),
      },
    })
    const setWinners = async (winningValues: string[]) =>
      outcomeOf(
        await host.payload.update({
          collection: 'forms',
          id: poll.id,
          data: { poll: { outcome: { winningValues } } } as never,
        }),
      )
    const first = await setWinners(['a', 'b'])
    // A stamp has millisecond precision: another set is stamped at a later millisecond.
    await sleep(5)
    expect(await setWinners(['b', 'a'])).toEqual({
      winningValues: ['b', 'a'],
      resolvedAt: first.resolvedAt,
    })
    const other = await setWinners(['a', 'c'])
    expect(other.resolvedAt).not.toBe(first.resolvedAt)
    await sleep(5)
    expect((await setWinners(['a'])).resolvedAt).not.toBe(other.resolvedAt)
  })

  test('a winner outside the options is refused naming it and every option, or “none” for a poll without options', async () => {
    const refusal = async (options: Array<{ value: string }>) => {
      const poll = await createForm({ title: 'Refusal', poll: { type: 'manual', options } })
      const refused = await host.payload
        .update({
          collection: 'forms',
          id: poll.id,
          data: { poll: { outcome: { winningValues: ['x', 'y'] } } } as never,
        })
        .catch((error: { data?: { errors?: Array<{ message: string }> } }) => error)
      return (refused as { data?: { errors?: Array<{ message: string }> } }).data?.errors?.[0]
        ?.message
    }
    expect(await refusal([{ value: 'a' }, { value: 'b' }])).toBe(
      "Not among the poll's options: x, y (options: a, b)",
    )
    expect(await refusal([])).toBe("Not among the poll's options: x, y (options: none)")
  })
})
