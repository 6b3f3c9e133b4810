import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import { effectivePollOptions, isPollClosed } from './polls'

const req = { locale: 'de' } as PayloadRequest
const options = (poll: unknown, sources?: Parameters<typeof effectivePollOptions>[2]) =>
  effectivePollOptions({ poll }, req, sources)

/** A poll's options and whether it is closed, beyond the FB family's polls. */
describe('form-builder polls (reference unit)', () => {
  test('no poll, or one without a type, has no options', async () => {
    expect(await options(undefined)).toEqual([])
    expect(await options({ options: [{ value: 'a' }] })).toEqual([])
  })

  test('a poll’s own options: values as text, labels in the request’s locale, else the value', async () => {
    expect(
      await options({
        type: 'single',
        options: [{ value: 1, label: { en: 'One', de: 'Eins' } }, { value: 'b' }],
      }),
    ).toEqual([
      { value: '1', label: 'Eins' },
      { value: 'b', label: 'b' },
    ])
    expect(await options({ type: 'single' })).toEqual([])
  })

  test('a source poll asks the plugin’s sources, with the source’s name; without either it has none', async () => {
    const asked: unknown[] = []
    const sources = ({ source }: { source: string }) => {
      asked.push(source)
      return [{ value: 7 as unknown as string, label: 'Seven' }]
    }
    expect(await options({ type: 'source', source: { name: 'league' } }, sources)).toEqual([
      { value: '7', label: 'Seven' },
    ])
    expect(asked).toEqual(['league'])
    expect(await options({ type: 'source' }, sources)).toEqual([])
    expect(await options({ type: 'source', source: {} }, sources)).toEqual([])
    expect(await options({ type: 'source', source: { name: 'league' } })).toEqual([])
    expect(asked).toEqual(['league'])
  })

  test('closed when set so, or once closesAt has come', () => {
    const now = new Date('2030-06-01T12:00:00Z')
    expect(isPollClosed(undefined, now)).toBe(false)
    expect(isPollClosed({ closed: true }, now)).toBe(true)
    expect(isPollClosed({ closesAt: '2030-06-01T12:00:00Z' }, now)).toBe(true)
    expect(isPollClosed({ closesAt: '2030-06-01T12:00:01Z' }, now)).toBe(false)
  })
})
