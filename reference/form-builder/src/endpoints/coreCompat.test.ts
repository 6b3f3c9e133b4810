import { parseParams } from 'payload'
import { describe, expect, test } from 'vitest'
import { parseCreateParams } from './coreCompat'

const KEYS = ['autosave', 'depth', 'draft', 'populate', 'publishAllLocales', 'select'] as const

/** The fallback for a Payload without parseParams (before 3.87), held to core's parser of this one. */
describe('form-builder create parameters without core’s parser (reference unit)', () => {
  test('parsed as core parses them: flags, depth, populate and select, set or not', () => {
    const queries = [
      {},
      { depth: '2' },
      { depth: '0' },
      { depth: 'two' },
      { depth: '' },
      { draft: 'true', autosave: 'false' },
      { draft: true, autosave: false },
      { draft: 'yes', publishAllLocales: 'true' },
      { publishAllLocales: 'false' },
      { populate: { pages: { title: 'true' } } },
      { select: { title: 'true', nested: { field: 'false' } } },
    ]
    for (const query of queries) {
      const core = parseParams(query as never)
      expect(parseCreateParams(query as never, undefined), JSON.stringify(query)).toEqual(
        Object.fromEntries(KEYS.map((key) => [key, core[key]])),
      )
    }
  })
})
