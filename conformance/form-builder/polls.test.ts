import { createClient } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { choices, createForm, fieldErrors, signIn } from './support'

const COLORS = choices({ red: 'Red', blue: 'Blue', green: 'Green' })

describeFamily('FB', 'polls: voting, closing, results', () => {
  const state = {
    departments: [],
    fromAddresses: [],
    consentSources: [],
    pollSources: {
      league: [
        { value: 'ajax', label: 'Ajax' },
        { value: 'psv', label: 'PSV', winner: true },
      ],
    },
  }
  const host = useHost({ fixture: fbForms, options: { state } })
  const pollForm = (poll: Record<string, unknown>) =>
    createForm(host(), { title: 'Poll', poll: { options: COLORS, ...poll } })
  const vote = (formId: unknown, value: unknown, ip = '198.51.100.1') =>
    createClient(host()).post(
      '/form-submissions',
      { form: formId, values: { vote: value } },
      { headers: { 'x-forwarded-for': ip } },
    )

  test('[FB-35] votes go through the submission intake and are checked against the effective options', async () => {
    const form = await pollForm({ type: 'mostVoted' })
    expect((await vote(form.id, 'red')).status).toBe(201)
    const bad = await vote(form.id, 'purple')
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.body)).toEqual([
      { path: 'values.vote', message: expect.stringContaining('purple') },
    ])
    expect((await vote(form.id, undefined)).status).toBe(400)
    expect((await vote(form.id, ['red', 'blue'])).status).toBe(400)

    const multi = await pollForm({ type: 'mostVoted', multiple: true })
    const both = await vote(multi.id, ['red', 'blue'])
    expect(both.status).toBe(201)

    // A source poll's votes are checked against the source's options (its own list is not used).
    const sourced = await createForm(host(), {
      title: 'League vote',
      poll: { type: 'source', source: { name: 'league' } },
    })
    expect((await vote(sourced.id, 'psv')).status).toBe(201)
    const offList = await vote(sourced.id, 'not-in-the-league', '198.51.100.77')
    expect(offList.status).toBe(400)
    expect(fieldErrors(offList.body)).toEqual([
      { path: 'values.vote', message: expect.stringContaining('not-in-the-league') },
    ])

    const closed = await pollForm({ type: 'manual', closesAt: '2020-01-01T00:00:00.000Z' })
    const late = await vote(closed.id, 'red')
    expect(late.status).toBe(400)
    expect(fieldErrors(late.body)[0].message).toMatch(/closed/i)
  })

  test('[FB-35] onePerSubmitter allows one vote per submitter (signed-in user, or client IP); a second is a 409', async () => {
    const form = await pollForm({ type: 'mostVoted', onePerSubmitter: true })
    expect((await vote(form.id, 'red', '198.51.100.10')).status).toBe(201)
    const again = await vote(form.id, 'blue', '198.51.100.10')
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toMatch(/already voted/i)
    expect((await vote(form.id, 'blue', '198.51.100.11')).status).toBe(201)

    const editor = await signIn(host())
    expect(
      (await editor.post('/form-submissions', { form: form.id, values: { vote: 'green' } })).status,
    ).toBe(201)
    expect(
      (await editor.post('/form-submissions', { form: form.id, values: { vote: 'green' } })).status,
    ).toBe(409)
    expect(
      (
        await host().payload.count({
          collection: 'form-submissions',
          where: { form: { equals: form.id } },
        })
      ).totalDocs,
    ).toBe(3)

    // A signed-in submitter is one voter wherever they vote from.
    const perUser = await pollForm({ type: 'mostVoted', onePerSubmitter: true })
    const asEditor = (value: string, ip: string) =>
      editor.post(
        '/form-submissions',
        { form: perUser.id, values: { vote: value } },
        { headers: { 'x-forwarded-for': ip } },
      )
    expect((await asEditor('red', '198.51.100.20')).status).toBe(201)
    expect((await asEditor('blue', '198.51.100.21')).status).toBe(409)
  })

  test('[FB-36] closing a mostVoted poll sets every tied winner and resolvedAt; no votes, no winner', async () => {
    const form = await pollForm({ type: 'mostVoted' })
    for (const [value, ip] of [
      ['red', '1'],
      ['blue', '2'],
      ['red', '3'],
      ['blue', '4'],
      ['green', '5'],
    ]) {
      expect((await vote(form.id, value, `198.51.100.${ip}`)).status).toBe(201)
    }
    const editor = await signIn(host())
    const before = Date.now()
    const closed = await editor.patch(`/forms/${form.id}`, { poll: { closed: true } })
    expect(closed.status).toBe(200)
    expect(closed.body.doc.poll.outcome.winningValues).toEqual(['red', 'blue'])
    expect(new Date(closed.body.doc.poll.outcome.resolvedAt).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    )
    // A closed poll takes no more votes.
    expect((await vote(form.id, 'green', '198.51.100.99')).status).toBe(400)

    const empty = await pollForm({ type: 'mostVoted' })
    const closedEmpty = await editor.patch(`/forms/${empty.id}`, { poll: { closed: true } })
    expect(closedEmpty.body.doc.poll.outcome).toMatchObject({ winningValues: [], resolvedAt: null })
  })

  test('[FB-36] a poll whose closesAt has passed is resolved on the save that finds it closed', async () => {
    const closesAt = new Date(Date.now() + 1_500).toISOString()
    const form = await pollForm({ type: 'mostVoted', closesAt })
    for (const [value, ip] of [
      ['green', '11'],
      ['green', '12'],
      ['red', '13'],
    ]) {
      expect((await vote(form.id, value, `198.51.100.${ip}`)).status).toBe(201)
    }
    const editor = await signIn(host())
    // Still open: a save before closesAt resolves nothing.
    expect(
      (await editor.patch(`/forms/${form.id}`, { title: 'Poll, still open' })).body.doc.poll.outcome
        .resolvedAt ?? null,
    ).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, Date.parse(closesAt) - Date.now() + 100))
    const before = Date.now()
    const saved = await editor.patch(`/forms/${form.id}`, { title: 'Poll, closed by time' })
    expect(saved.status).toBe(200)
    expect(saved.body.doc.poll.outcome.winningValues).toEqual(['green'])
    expect(new Date(saved.body.doc.poll.outcome.resolvedAt).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    )
  })

  test('[FB-36] source and host strategies set the winners when the poll closes; manual polls wait for an editor', async () => {
    const editor = await signIn(host())
    const sourced = await createForm(host(), {
      title: 'League',
      poll: { type: 'source', source: { name: 'league' } },
    })
    expect((await vote(sourced.id, 'ajax')).status).toBe(201)
    const before = Date.now()
    const sourceClosed = await editor.patch(`/forms/${sourced.id}`, { poll: { closed: true } })
    expect(sourceClosed.body.doc.poll.outcome.winningValues).toEqual(['psv'])
    expect(
      new Date(sourceClosed.body.doc.poll.outcome.resolvedAt).getTime(),
    ).toBeGreaterThanOrEqual(before - 1000)

    const host_ = await pollForm({ type: 'alphabetical' })
    const hostClosed = await editor.patch(`/forms/${host_.id}`, { poll: { closed: true } })
    expect(hostClosed.body.doc.poll.outcome.winningValues).toEqual(['blue'])
    expect(new Date(hostClosed.body.doc.poll.outcome.resolvedAt).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    )

    const manual = await pollForm({ type: 'manual' })
    expect((await vote(manual.id, 'green')).status).toBe(201)
    const manualClosed = await editor.patch(`/forms/${manual.id}`, { poll: { closed: true } })
    expect(manualClosed.body.doc.poll.outcome).toMatchObject({
      winningValues: [],
      resolvedAt: null,
    })
    const picked = await editor.patch(`/forms/${manual.id}`, {
      poll: { outcome: { winningValues: ['red'] } },
    })
    expect(picked.body.doc.poll.outcome.winningValues).toEqual(['red'])
    expect(picked.body.doc.poll.outcome.resolvedAt).toEqual(expect.any(String))
  })

  test('[FB-37] GET /api/forms/:id/poll-results follows the poll’s visibility: public, afterClose or editors', async () => {
    const anonymous = createClient(host())
    const editor = await signIn(host())

    const publicPoll = await pollForm({ type: 'mostVoted', visibility: 'public' })
    await vote(publicPoll.id, 'red')
    await vote(publicPoll.id, 'red')
    await vote(publicPoll.id, 'blue')
    const results = await anonymous.get(`/forms/${publicPoll.id}/poll-results`)
    expect(results.status).toBe(200)
    expect(results.body).toMatchObject({ type: 'mostVoted', closed: false, total: 3 })
    expect(results.body.results).toEqual([
      { value: 'red', label: 'Red', count: 2 },
      { value: 'blue', label: 'Blue', count: 1 },
      { value: 'green', label: 'Green', count: 0 },
    ])

    const afterClose = await pollForm({ type: 'mostVoted', visibility: 'afterClose' })
    await vote(afterClose.id, 'green')
    expect((await anonymous.get(`/forms/${afterClose.id}/poll-results`)).status).toBe(403)
    expect((await editor.get(`/forms/${afterClose.id}/poll-results`)).status).toBe(200)
    await editor.patch(`/forms/${afterClose.id}`, { poll: { closed: true } })
    const afterResults = await anonymous.get(`/forms/${afterClose.id}/poll-results`)
    expect(afterResults.status).toBe(200)
    expect(afterResults.body.outcome.winningValues).toEqual(['green'])

    const editorsOnly = await pollForm({ type: 'mostVoted', visibility: 'editors', closed: true })
    expect((await anonymous.get(`/forms/${editorsOnly.id}/poll-results`)).status).toBe(403)
    expect((await editor.get(`/forms/${editorsOnly.id}/poll-results`)).status).toBe(200)
  })
})
