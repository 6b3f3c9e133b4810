import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { loadImplementation } from '../conformance/kit/loader'
import { bootHost } from '../fixtures/host'

const implementation = await loadImplementation()
const fixture = new URL('../conformance/admin-wiki/wk-wiki.ts', import.meta.url).pathname

const INDEX_NAMES: Record<string, string> = {
  sqlite: `SELECT name FROM sqlite_master WHERE type = 'index'`,
  postgres: `SELECT indexname AS name FROM pg_indexes`,
}

/** The guides' text and locale tables carry parent-first indexes (withParentIndexes), for the guides and their versions. */
describe.each(['sqlite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const)(
  'adminWiki on %s',
  (db) => {
    test('reads a guide’s target keys and titles through an index that starts with its id, and its versions’ keys by value', async () => {
      const host = await bootHost({ db, fixture, implementation })
      try {
        const drizzle = (
          host.payload.db as unknown as {
            drizzle: {
              all?: (query: unknown) => Promise<unknown[]>
              execute?: (query: unknown) => Promise<{ rows: unknown[] }>
            }
          }
        ).drizzle
        const query = sql.raw(INDEX_NAMES[db])
        const rows = (
          drizzle.execute ? (await drizzle.execute(query)).rows : await drizzle.all!(query)
        ) as Array<{ name: string }>
        expect(rows.map(({ name }) => name)).toEqual(
          expect.arrayContaining([
            'wiki_pages_texts_parent_order_idx',
            'wiki_pages_locales_parent_idx',
            '_wiki_pages_v_texts_parent_order_idx',
            '_wiki_pages_v_locales_parent_idx',
            // The stored target keys of every version, by value (Payload indexes the document's only).
            '_wiki_pages_v_texts_text_idx',
          ]),
        )
      } finally {
        await host.close()
      }
    }, 120_000)
  },
)
