import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import type { ResolvedFormBuilder } from '../../types'
import type { Intake } from './context'
import { ballotOf, checkVote, voterOf } from './poll'

const NOW = new Date('2030-06-01T12:00:00Z')
const OPTIONS = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Pears' },
  { value: '1', label: 'One' },
]

/** One intake of a poll form, answering `vote` (the vote field's answer); a request without a user or client IP. */
const intakeOf = (poll: Record<string, unknown>, incoming: Record<string, unknown>): Intake => ({
  resolved: { pollSources: undefined } as unknown as ResolvedFormBuilder,
  req: { headers: new Headers() } as PayloadRequest,
  form: { id: 7, poll: { type: 'single', options: OPTIONS, ...poll } },
  locale: 'en',
  t: ((key: string) => `t:${key}`) as Intake['t'],
  now: NOW,
  incoming,
  errors: [],
})

/** What checkVote makes of the answer: the accepted vote, or the errors it added. */
const vote = async (answer: unknown, poll: Record<string, unknown> = {}) => {
  const intake = intakeOf(poll, { vote: answer })
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
    const intake = intakeOf({ onePerSubmitter: true }, { vote: 'a' })
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
