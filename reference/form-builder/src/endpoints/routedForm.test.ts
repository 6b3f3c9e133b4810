import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import { readRoutedForm } from './routedForm'

/** A request whose findByID answers with `answer` (or throws it) and records what it was asked. */
const requestFor = (id: string | undefined, answer: unknown) => {
  const asked: unknown[] = []
  const req = {
    routeParams: id === undefined ? undefined : { id },
    // A t that knows no key: the plugin answers in its own English.
    t: (key: string) => key,
    payload: {
      findByID: async (args: Record<string, unknown>) => {
        asked.push({ ...args, req: args.req === req })
        if (answer instanceof Error) throw answer
        return answer
      },
    },
  } as unknown as PayloadRequest
  return { req, asked }
}
const notFound = () => Object.assign(new Error('Not Found'), { status: 404 })

/** The form a poll or consent route names, read as its caller, and the 404 that quotes the id asked for. */
describe('form-builder routed form (reference unit)', () => {
  test('read as the caller (its access applies), unpopulated', async () => {
    const { req, asked } = requestFor('7', { id: 7 })
    expect(await readRoutedForm(req)).toEqual({ id: 7 })
    expect(asked).toEqual([
      { collection: 'forms', id: '7', depth: 0, overrideAccess: false, req: true },
    ])
    const none = requestFor(undefined, { id: 7 })
    await readRoutedForm(none.req)
    expect(none.asked).toMatchObject([{ id: '' }])
  })

  test('not found: a 404 naming the id, cut to 64 characters; any other failure passes through', async () => {
    const refusal = async (id: string) => {
      const error = await readRoutedForm(requestFor(id, notFound()).req).catch((caught) => caught)
      expect(error.status).toBe(404)
      return error.message as string
    }
    expect(await refusal('42')).toBe('No form with ID 42.')
    const long = 'x'.repeat(64)
    expect(await refusal(long)).toBe(`No form with ID ${long}.`)
    expect(await refusal(`${long}yz`)).toBe(`No form with ID ${long}….`)
    const forbidden = Object.assign(new Error('You are not allowed'), { status: 403 })
    await expect(readRoutedForm(requestFor('7', forbidden).req)).rejects.toBe(forbidden)
  })
})
