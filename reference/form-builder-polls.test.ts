import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Host } from '../fixtures/host'
import { bootFbHost } from './test-hosts'

/**
 * The reference's poll endpoints beyond FB-36 and FB-37's statuses: answers never cached, the words
 * of its refusals, a fresh poll's outcome.
 */
describe('form-builder poll endpoints (reference unit)', () => {
  let host: Host
  const create = async (data: Record<string, unknown>) =>
    (await host.payload.create({ collection: 'forms', data: data as never })).id
  const get = async (path: string) => {
    const response = await fetch(`${host.api}/forms/${path}`)
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: (await response.json()) as Record<string, any>,
    }
  }

  beforeAll(async () => {
    host = await bootFbHost()
  }, 120_000)
  afterAll(() => host?.close())

  test('options and results are answered with cache-control: no-store; a fresh poll has no outcome yet', async () => {
    const poll = await create({
      title: 'Colour',
      poll: { type: 'mostVoted', visibility: 'public', options: [{ value: 'red' }] },
    })
    const options = await get(`${poll}/poll-options`)
    expect(options).toMatchObject({ status: 200, cacheControl: 'no-store' })
    const results = await get(`${poll}/poll-results`)
    expect(results).toMatchObject({ status: 200, cacheControl: 'no-store' })
    expect(results.body.outcome).toEqual({ winningValues: [], resolvedAt: null })
  })

  test('results carry the outcome as stored: the winners and when they were set', async () => {
    const poll = await create({
      title: 'Decided',
      poll: {
        type: 'manual',
        visibility: 'public',
        options: [{ value: 'red' }, { value: 'blue' }],
      },
    })
    const decided = (await host.payload.update({
      collection: 'forms',
      id: poll,
      data: { poll: { outcome: { winningValues: ['blue'] } } } as never,
    })) as unknown as { poll: { outcome: { resolvedAt: string } } }
    const results = await get(`${poll}/poll-results`)
    expect(results.body.outcome).toEqual({
      winningValues: ['blue'],
      resolvedAt: decided.poll.outcome.resolvedAt,
    })
    expect(decided.poll.outcome.resolvedAt).toEqual(expect.any(String))
  })

  test('refusals say why: a form that is not a poll, results not visible yet', async () => {
    const form = await create({ title: 'Contact', fields: [{ blockType: 'text', name: 'name' }] })
    for (const endpoint of ['poll-options', 'poll-results']) {
      const answered = await get(`${form}/${endpoint}`)
      expect(answered.status).toBe(404)
      expect(answered.body.errors?.[0]?.message).toBe(`Form ${form} is not a poll.`)
    }
    const hidden = await create({
      title: 'Secret ballot',
      poll: { type: 'mostVoted', visibility: 'afterClose', options: [{ value: 'red' }] },
    })
    const early = await get(`${hidden}/poll-results`)
    expect(early.status).toBe(403)
    expect(early.body.errors?.[0]?.message).toBe('Results of this poll are not visible to you yet.')
  })
})
