import { parseParams } from 'payload'
import { describe, expect, test } from 'vitest'
import { parseCreateParamsWithoutCore } from './coreCompat'

const KEYS = ['autosave', 'depth', 'draft', 'populate', 'publishAllLocales', 'select'] as const

/** The fallback for a Payload without parseParams (before 3.87), held to core's parser of this one. */
describe('form-builder create parameters without core’s parser (reference unit)', () => {
  test('parsed as core parses them: flags, depth, populate and select, set or not; what cannot be read left out', () => {
    const queries = [
      {},
      { depth: '2' },
      { depth: '0' },
      { draft: 'true', autosave: 'false' },
      { draft: true, autosave: false },
      { publishAllLocales: 'true' },
      { publishAllLocales: 'false' },
      { populate: { pages: { title: 'true' } } },
      { select: { title: 'true', nested: { field: 'false' } } },
    ]
    for (const query of queries) {
      // Core's parser converts the query it is given in place.
      const core = parseParams(structuredClone(query) as never)
      expect(parseCreateParamsWithoutCore(query as never), JSON.stringify(query)).toEqual(
        Object.fromEntries(KEYS.map((key) => [key, core[key]])),
      )
    }
    // Where parseParams keeps what it cannot read, the create handler before it left the value out.
    expect(
      parseCreateParamsWithoutCore({ depth: 'two', draft: 'yes', autosave: 1 } as never),
    ).toMatchObject({ depth: undefined, draft: undefined, autosave: undefined })
    expect(parseCreateParamsWithoutCore({ depth: ' ' } as never).depth).toBeUndefined()
  })
})
