import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { TransactionRollbackError } from 'drizzle-orm'
import { drizzle as libsqlDrizzle } from 'drizzle-orm/libsql'
import { integer, numeric, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload, PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, onTestFinished, test } from 'vitest'
import { detectRowStore, estimateUnfilteredLogCount, quote } from './adapter'
import { insertRows, insertStatement } from './insert'
import { selectRows, selectStatement } from './read'
import { chunks, rowStore } from './store'
import { updateEach, updateEachStatement } from './update'

/*
 * The row store's statements on a real drizzle table and an in-memory libsql database (the driver
 * db-sqlite uses); Postgres statements are checked as built, since they run on node-postgres. The
 * delivery log table is built as db-sqlite builds a collection's (JSON as text, booleans as integers).
 */
const deliveries = sqliteTable('webhook_deliveries', {
  id: text('id').primaryKey(),
  event: text('event'),
  status: text('status'),
  attempt: numeric('attempt', { mode: 'number' }),
  durationMs: numeric('duration_ms', { mode: 'number' }),
  redelivered: integer('redelivered', { mode: 'boolean' }),
  payload: text('payload', { mode: 'json' }),
  updatedAt: text('updated_at'),
})
const jobs = sqliteTable('payload_jobs', {
  id: integer('id').primaryKey(),
  input: text('input', { mode: 'json' }),
  taskSlug: text('task_slug'),
})

const SCHEMA = [
  'CREATE TABLE webhook_deliveries (id text PRIMARY KEY, event text, status text, attempt numeric, duration_ms numeric, redelivered integer, payload text, updated_at text)',
  'CREATE TABLE payload_jobs (id integer PRIMARY KEY, input text, task_slug text)',
]

const logger = { info: () => undefined }
const payloadOf = (db: unknown) => ({ db, logger }) as unknown as Payload

/** db-sqlite's shape on an in-memory libsql database with the delivery log and payload-jobs. */
const sqlite = async (extra: Record<string, unknown> = {}, url = ':memory:') => {
  const client: Client = createClient({ url })
  for (const statement of SCHEMA) await client.execute(statement)
  const db = libsqlDrizzle(client)
  const adapter = {
    name: 'sqlite',
    drizzle: db,
    client,
    sessions: {} as Record<string, { db: unknown }>,
    tableNameMap: new Map([
      ['webhook_deliveries', 'webhook_deliveries'],
      ['payload_jobs', 'payload_jobs'],
    ]),
    tables: { webhook_deliveries: deliveries, payload_jobs: jobs },
    ...extra,
  }
  const payload = payloadOf(adapter)
  return { adapter, client, db, door: detectRowStore(payload)!, payload }
}

const row = (id: string, values: Record<string, unknown> = {}) => ({
  id,
  event: 'post.created',
  status: 'pending',
  attempt: 1,
  redelivered: false,
  payload: { n: id },
  ...values,
})

describe('the door (adapter.ts)', () => {
  const publicApi = process.env.PPS_PUBLIC_API
  afterEach(() => {
    if (publicApi === undefined) delete process.env.PPS_PUBLIC_API
    else process.env.PPS_PUBLIC_API = publicApi
  })

  test('opens on a drizzle adapter with a driver, once per Payload', async () => {
    delete process.env.PPS_PUBLIC_API
    const { door, payload } = await sqlite()
    expect(door.dialect).toBe('sqlite')
    expect(detectRowStore(payload)).toBe(door)
  })

  test('stays shut on adapters that are not drizzle ones, without a driver, or when the public API is forced', async () => {
    delete process.env.PPS_PUBLIC_API
    const mongoose = { name: 'mongoose', connection: {}, collections: { 'webhook-deliveries': {} } }
    expect(detectRowStore(payloadOf(mongoose))).toBeUndefined()
    const { adapter } = await sqlite()
    expect(detectRowStore(payloadOf({ ...adapter, client: undefined }))).toBeUndefined()
    process.env.PPS_PUBLIC_API = '1'
    expect(detectRowStore(payloadOf({ ...adapter }))).toBeUndefined()
  })

  test('finds tables through the name map and schema, quoting odd identifiers; unknown fields throw', async () => {
    delete process.env.PPS_PUBLIC_API
    const { door } = await sqlite({
      schemaName: 'tenant"a',
      tableNameMap: new Map([['webhook_deliveries', 'log "2"']]),
      tables: { 'log "2"': deliveries },
    })
    const table = door.table('webhook-deliveries')!
    expect(table.ref).toBe('"tenant""a"."log ""2"""')
    expect(table.column('durationMs')).toBe('duration_ms')
    expect(() => table.column('nope')).toThrow('webhooks: no column for field nope')
    expect(door.table('unknown')).toBeUndefined()
    expect(quote('a"b')).toBe('"a""b"')
  })

  test('converts values to and from the driver as drizzle does', async () => {
    delete process.env.PPS_PUBLIC_API
    const table = (await sqlite()).door.table('webhook-deliveries')!
    expect([
      table.toDriver('redelivered', true),
      table.toDriver('payload', { a: 1 }),
      table.toDriver('payload', undefined),
    ]).toEqual([1, '{"a":1}', null])
    const raw = { id: 'd1', redelivered: 0, payload: '{"a":1}', duration_ms: null }
    expect(
      table.fromDriver(
        ['id', 'redelivered', 'payload', 'durationMs'],
        ['id', 'redelivered', 'payload', 'duration_ms'],
        raw,
      ),
    ).toEqual({
      id: 'd1',
      redelivered: false,
      payload: { a: 1 },
      durationMs: null,
    })
    expect(table.fromDriver(['payload'], ['payload'], raw, ['payload'])).toEqual({
      payload: '{"a":1}',
    })
  })
})

describe('statements (insert.ts, read.ts, update.ts)', () => {
  let store: Awaited<ReturnType<typeof sqlite>>
  beforeEach(async () => {
    delete process.env.PPS_PUBLIC_API
    store = await sqlite()
  })
  const req = (transactionID?: string) =>
    ({ payload: store.payload, transactionID }) as unknown as PayloadRequest

  test('inserts rows in one statement per driver, and refuses rows with other fields', () => {
    const table = store.door.table('webhook-deliveries')!
    const rows = [
      { id: 'a', durationMs: 3 },
      { id: 'b', durationMs: null },
    ]
    expect(insertStatement('sqlite', table, rows, ['id'])).toEqual({
      sql: 'INSERT INTO "webhook_deliveries" ("id", "duration_ms") VALUES (?, ?), (?, ?) RETURNING "id"',
      // drizzle's numeric columns hand numbers to the driver as text.
      args: ['a', '3', 'b', null],
      returned: ['id'],
    })
    expect(insertStatement('postgres', table, rows).sql).toBe(
      'INSERT INTO "webhook_deliveries" ("id", "duration_ms") VALUES ($1, $2), ($3, $4)',
    )
    expect(() => insertStatement('sqlite', table, [{ id: 'a' }, { event: 'b' }])).toThrow(
      'the rows of one insert must have the same fields',
    )
  })

  test('inserts and reads rows on the driver, mapped as drizzle maps them', async () => {
    const connection = await store.door.connection(req())
    expect(
      await insertRows(
        store.door,
        connection,
        'webhook-deliveries',
        [row('a'), row('b', { redelivered: true })],
        ['id', 'redelivered'],
      ),
    ).toEqual([
      { id: 'a', redelivered: false },
      { id: 'b', redelivered: true },
    ])
    expect(await insertRows(store.door, connection, 'webhook-deliveries', [])).toEqual([])
    await expect(insertRows(store.door, connection, 'nothing', [row('c')])).rejects.toThrow(
      'webhooks: no table for collection nothing',
    )
    const read = await selectRows(
      store.door,
      'webhook-deliveries',
      ['b', 'a', 'z'],
      ['id', 'redelivered', 'payload'],
      ['payload'],
    )
    expect(read.sort((x, y) => String(x.id).localeCompare(String(y.id)))).toEqual([
      { id: 'a', redelivered: false, payload: '{"n":"a"}' },
      { id: 'b', redelivered: true, payload: '{"n":"b"}' },
    ])
    expect(await selectRows(store.door, 'webhook-deliveries', ['a'], ['payload'])).toEqual([
      { payload: { n: 'a' } },
    ])
  })

  test('selects by ids as one parameter per driver', () => {
    const table = store.door.table('webhook-deliveries')!
    expect(selectStatement('postgres', table, [1, 2], ['id', 'status'])).toEqual({
      sql: 'SELECT "id", "status" FROM "webhook_deliveries" WHERE "id" = ANY($1)',
      args: [[1, 2]],
    })
    expect(selectStatement('sqlite', table, [1, 2], ['id'])).toEqual({
      sql: 'SELECT "id" FROM "webhook_deliveries" WHERE "id" IN (SELECT value FROM json_each(?))',
      args: ['[1,2]'],
    })
  })

  test('updates each row to its own values and every row to the shared ones, in one statement', async () => {
    const connection = await store.door.connection(req())
    await insertRows(store.door, connection, 'webhook-deliveries', [row('a'), row('b'), row('c')])
    const updates = [
      { id: 'a', values: { status: 'delivered', durationMs: 12 } },
      { id: 'b', values: { status: 'failed', durationMs: null } },
    ]
    await updateEach(store.door, 'webhook-deliveries', updates, {
      updatedAt: '2030-01-01T00:00:00.000Z',
    })
    const read = await selectRows(
      store.door,
      'webhook-deliveries',
      ['a', 'b', 'c'],
      ['id', 'status', 'durationMs', 'updatedAt'],
    )
    expect(read.sort((x, y) => String(x.id).localeCompare(String(y.id)))).toEqual([
      { id: 'a', status: 'delivered', durationMs: 12, updatedAt: '2030-01-01T00:00:00.000Z' },
      { id: 'b', status: 'failed', durationMs: null, updatedAt: '2030-01-01T00:00:00.000Z' },
      { id: 'c', status: 'pending', durationMs: null, updatedAt: null },
    ])
    const table = store.door.table('webhook-deliveries')!
    expect(updateEachStatement('postgres', table, updates, { updatedAt: 'now' })).toEqual({
      sql: `WITH "written" AS (UPDATE "webhook_deliveries" AS t SET "status" = v."status", "duration_ms" = v."duration_ms", "updated_at" = $3 FROM jsonb_populate_recordset(NULL::"webhook_deliveries", $1::jsonb) AS v WHERE t."id" = v."id" AND t."id" = ANY($2)) SELECT set_config('synchronous_commit', 'off', true)`,
      args: [
        '[{"id":"a","status":"delivered","duration_ms":12},{"id":"b","status":"failed","duration_ms":null}]',
        ['a', 'b'],
        'now',
      ],
    })
  })

  test("joins a request's transaction: a rolled-back insert leaves no row", async () => {
    // A file: libsql runs a transaction on a connection of its own, and each in-memory one is another database.
    const folder = mkdtempSync(join(tmpdir(), 'pps-rows-'))
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
    store = await sqlite({}, `file:${join(folder, 'rows.db')}`)
    const rolledBack = store.db.transaction(async (tx) => {
      store.adapter.sessions.t1 = { db: tx }
      // On the transaction's own libsql connection, not through drizzle's builder.
      expect((await store.door.connection(req('t1'))).run).toBeDefined()
      const rows = (await rowStore(req('t1')))!
      await rows.insert('webhook-deliveries', [row('a')])
      // select reads on the adapter's connection, outside the transaction.
      expect(await rows.select('webhook-deliveries', ['a'], ['id'])).toEqual([])
      tx.rollback()
    })
    await expect(rolledBack).rejects.toThrow(TransactionRollbackError)
    expect(await selectRows(store.door, 'webhook-deliveries', ['a'], ['id'])).toEqual([])
    store.client.close()
  })

  test("inserts through drizzle where the transaction's connection is neither driver's", async () => {
    store.adapter.sessions.t2 = { db: { insert: store.db.insert.bind(store.db) } }
    const connection = await store.door.connection(req('t2'))
    expect(connection.run).toBeUndefined()
    expect(
      await insertRows(store.door, connection, 'webhook-deliveries', [row('a')], ['id', 'payload']),
    ).toEqual([{ id: 'a', payload: { n: 'a' } }])
  })

  test('the store opens only where payload-jobs is a table too', async () => {
    const { adapter } = await sqlite()
    expect(
      await rowStore({
        payload: payloadOf({ ...adapter, tables: { webhook_deliveries: deliveries } }),
      } as unknown as PayloadRequest),
    ).toBeUndefined()
    expect((await rowStore(req()))?.overlapsWork).toBe(false)
  })
})

describe('estimated log counts (adapter.ts)', () => {
  /** db-postgres' shape as far as counting goes: plain data, and a pool that answers the estimate. */
  const postgres = (estimate: number) => {
    const queries: unknown[][] = []
    const adapter = {
      name: 'postgres',
      schemaName: 'app',
      tableNameMap: new Map([['webhook_deliveries', 'webhook_deliveries']]),
      pool: {
        query: async (...query: unknown[]) => {
          queries.push(query)
          return { rows: [{ estimate }] }
        },
      },
      countDistinct: async (_args: { tableName: string; where?: unknown }) => 7,
    }
    return { adapter, queries }
  }

  test("answers an unfiltered count of a large log with Postgres' estimate, anything else exactly", async () => {
    const { adapter, queries } = postgres(5000)
    estimateUnfilteredLogCount(payloadOf(adapter), 'webhook-deliveries', 1000)
    expect(await adapter.countDistinct({ tableName: 'webhook_deliveries' })).toBe(5000)
    expect(queries).toEqual([
      [
        'SELECT reltuples::bigint AS estimate FROM pg_class WHERE oid = to_regclass($1)',
        ['"app"."webhook_deliveries"'],
      ],
    ])
    expect(await adapter.countDistinct({ tableName: 'webhook_deliveries', where: {} })).toBe(7)
    expect(await adapter.countDistinct({ tableName: 'other' })).toBe(7)
    const small = postgres(-1)
    estimateUnfilteredLogCount(payloadOf(small.adapter), 'webhook-deliveries', 1000)
    expect(await small.adapter.countDistinct({ tableName: 'webhook_deliveries' })).toBe(7)
  })

  test('splits rows into statements of at most the size given, in order', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunks([1, 2], 2)).toEqual([[1, 2]])
    expect(chunks([], 3)).toEqual([])
  })

  test('leaves other adapters alone', () => {
    const { adapter } = postgres(5000)
    const sqliteShaped = { ...adapter, name: 'sqlite' }
    estimateUnfilteredLogCount(payloadOf(sqliteShaped), 'webhook-deliveries', 1000)
    expect(sqliteShaped.countDistinct).toBe(adapter.countDistinct)
  })
})
