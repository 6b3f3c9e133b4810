import { describe, expect, test } from 'vitest'
import { loadImplementation } from '../conformance/kit/loader'
import { bootHost } from '../fixtures/host'
import { storedTexts } from './admin-wiki/src/db/storedKeys'

const implementation = await loadImplementation()
const fixture = new URL('../conformance/admin-wiki/wk-wiki.ts', import.meta.url).pathname

/**
 * The orphan check reads every stored target key straight from the guides' text tables; where that
 * fails it falls back to Payload's API with the same answer, so only this test sees the fast path.
 */
describe.each(['sqlite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const)(
  'adminWiki stored target keys on %s',
  (db) => {
    test('reads every key any guide version holds, from the text tables, without falling back', async () => {
      const host = await bootHost({ db, fixture, implementation, seed: false })
      try {
        const { payload } = host
        const warn = payload.logger.warn.bind(payload.logger)
        const warnings: unknown[] = []
        payload.logger.warn = ((...args: unknown[]) => {
          warnings.push(args)
          warn(...(args as [never]))
        }) as typeof payload.logger.warn
        const guide = await payload.create({
          collection: 'wiki-pages',
          data: {
            title: 'Keys',
            targetKeys: ['collection/posts', 'collection/posts/meta.description'],
            _status: 'published',
          } as never,
        })
        // A later version drops a key: the versions still hold it.
        await payload.update({
          collection: 'wiki-pages',
          id: guide.id,
          data: { targetKeys: ['collection/posts'], _status: 'published' } as never,
        })
        await payload.create({
          collection: 'wiki-pages',
          data: {
            title: 'Quote "me"',
            targetKeys: ['block/hero/heading'],
            _status: 'published',
          } as never,
        })

        // The same sets read through Payload's API: every version's keys, and the documents' own.
        const keysOf = (docs: Array<{ targetKeys?: string[] | null }>) =>
          new Set(docs.flatMap((doc) => doc.targetKeys ?? []))
        const versions = await payload.findVersions({
          collection: 'wiki-pages',
          pagination: false,
          depth: 0,
        })
        const documents = await payload.find({
          collection: 'wiki-pages',
          pagination: false,
          depth: 0,
        })
        const versionKeys = keysOf(
          versions.docs.map((version) => version.version as { targetKeys?: string[] }),
        )
        expect(versionKeys).toEqual(
          new Set(['block/hero/heading', 'collection/posts', 'collection/posts/meta.description']),
        )
        expect(await storedTexts(payload, 'wiki-pages', true)).toEqual(versionKeys)
        // Without drafts the documents' own table is read: candidates, holding at least the documents' keys.
        const documentKeys = keysOf(documents.docs as Array<{ targetKeys?: string[] }>)
        const stored = (await storedTexts(payload, 'wiki-pages', false))!
        for (const key of documentKeys) expect(stored.has(key), key).toBe(true)
        for (const key of stored) expect(versionKeys.has(key), key).toBe(true)
        expect(await storedTexts(payload, 'no-such-collection', false)).toBeUndefined()
        expect(warnings).toEqual([])

        const given = process.env.PPS_PUBLIC_API
        process.env.PPS_PUBLIC_API = '1'
        try {
          expect(await storedTexts(payload, 'wiki-pages', true)).toBeUndefined()
        } finally {
          if (given === undefined) delete process.env.PPS_PUBLIC_API
          else process.env.PPS_PUBLIC_API = given
        }
      } finally {
        await host.close()
      }
    }, 120_000)
  },
)
