import { type Client, createClient } from '@libsql/client'
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or } from 'drizzle-orm'
import { drizzle as libsqlDrizzle } from 'drizzle-orm/libsql'
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres'
import {
  boolean,
  jsonb,
  numeric,
  pgTable,
  text as pgText,
  serial,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { integer, numeric as sqliteNumeric, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { beforeEach, describe, expect, test } from 'vitest'
import { drizzleAdapterOf, type JobsDoor, quote } from './adapter'
import { claim, claimStatement } from './claim'
import { countDue, countStatuses, statusCountStatement } from './count'
import { deleteJobs } from './deleteJobs'
import { createDrizzleJobStore } from './drizzleJobStore'
import { heartbeat, release } from './lease'
import { recoverExpired } from './recover'
import { settle } from './settle'
import type { Row } from './types'

/*
 * The SQL store's statements on real drizzle objects: SQLite ones run on an in-memory libsql database
 * (the driver db-sqlite uses), Postgres ones are built by drizzle's pg builders and read off a pool
 * that records them. Tables are built as Payload's adapters build payload-jobs (Payload 3's flag shape).
 */

/** The adapters' operator map: Payload's names for drizzle's operators (@payloadcms/drizzle's operatorMap, without importing Payload). */
const operators = {
  and,
  or,
  equals: eq,
  not_equals: ne,
  exists: isNotNull,
  isNull,
  less_than: lt,
  less_than_equal: lte,
  in: inArray,
  not_in: notInArray,
}

const sqliteJobs = sqliteTable('payload_jobs', {
  id: integer('id').primaryKey(),
  input: text('input', { mode: 'json' }),
  taskSlug: text('task_slug'),
  queue: text('queue'),
  waitUntil: text('wait_until'),
  processing: integer('processing', { mode: 'boolean' }),
  totalTried: sqliteNumeric('total_tried', { mode: 'number' }),
  hasError: integer('has_error', { mode: 'boolean' }),
  error: text('error', { mode: 'json' }),
  completedAt: text('completed_at'),
  createdAt: text('created_at'),
  updatedAt: text('updated_at'),
  leasedBy: text('leased_by'),
  leaseExpiresAt: text('lease_expires_at'),
  recoveredCount: sqliteNumeric('recovered_count', { mode: 'number' }),
  recoveredAt: text('recovered_at'),
})

const sqliteLog = sqliteTable('payload_jobs_log', {
  _order: integer('_order'),
  _parentID: integer('_parent_id'),
  id: text('id').primaryKey(),
  executedAt: text('executed_at'),
  completedAt: text('completed_at'),
  taskSlug: text('task_slug'),
  taskID: text('task_i_d'),
  input: text('input', { mode: 'json' }),
  output: text('output', { mode: 'json' }),
  state: text('state'),
  error: text('error', { mode: 'json' }),
})

const SCHEMA = [
  `CREATE TABLE payload_jobs (id integer PRIMARY KEY, input text, task_slug text, queue text, wait_until text, processing integer,
    total_tried numeric, has_error integer, error text, completed_at text, created_at text, updated_at text, leased_by text,
    lease_expires_at text, recovered_count numeric, recovered_at text)`,
  `CREATE TABLE payload_jobs_log (_order integer, _parent_id integer, id text PRIMARY KEY, executed_at text, completed_at text,
    task_slug text, task_i_d text, input text, output text, state text, error text)`,
]

const pgJobs = pgTable('payload_jobs', {
  id: serial('id').primaryKey(),
  input: jsonb('input'),
  taskSlug: varchar('task_slug'),
  queue: varchar('queue'),
  waitUntil: timestamp('wait_until', { mode: 'string', withTimezone: true, precision: 3 }),
  processing: boolean('processing'),
  totalTried: numeric('total_tried', { mode: 'number' }),
  hasError: boolean('has_error'),
  error: jsonb('error'),
  completedAt: timestamp('completed_at', { mode: 'string', withTimezone: true, precision: 3 }),
  createdAt: timestamp('created_at', { mode: 'string', withTimezone: true, precision: 3 }),
  updatedAt: timestamp('updated_at', { mode: 'string', withTimezone: true, precision: 3 }),
  leasedBy: varchar('leased_by'),
  leaseExpiresAt: timestamp('lease_expires_at', {
    mode: 'string',
    withTimezone: true,
    precision: 3,
  }),
  recoveredCount: numeric('recovered_count', { mode: 'number' }),
  recoveredAt: timestamp('recovered_at', { mode: 'string', withTimezone: true, precision: 3 }),
})
const pgPosts = pgTable('posts', {
  id: serial('id').primaryKey(),
  title: varchar('title'),
  author: varchar('author_id'),
  views: numeric('views', { mode: 'number' }),
})
const pgAuthors = pgTable('authors', {
  id: varchar('id').primaryKey(),
  name: pgText('display_name'),
})
const pgTokens = pgTable('tokens', { id: uuid('id').primaryKey(), value: varchar('value') })

const payloadOf = (db: unknown) => ({ db }) as unknown as Payload

const T0 = new Date('2030-01-01T00:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

describe('the door (adapter.ts)', () => {
  const sqliteAdapter = (extra: Record<string, unknown> = {}) => ({
    name: 'sqlite',
    drizzle: libsqlDrizzle(createClient({ url: ':memory:' })),
    client: { execute: async () => ({ rows: [] }) },
    operators,
    tableNameMap: new Map([['payload_jobs', 'payload_jobs']]),
    tables: { payload_jobs: sqliteJobs, payload_jobs_log: sqliteLog },
    ...extra,
  })

  test('opens on a drizzle adapter with the columns of its shape, and names its driver', () => {
    const door = drizzleAdapterOf(payloadOf(sqliteAdapter()), 'flag')!
    expect(door).toMatchObject({
      dialect: 'sqlite',
      shape: 'flag',
      jobsRef: '"payload_jobs"',
      driver: { dialect: 'sqlite' },
    })
    expect(
      drizzleAdapterOf(
        payloadOf({
          ...sqliteAdapter(),
          name: 'postgres',
          client: undefined,
          pool: { query: async () => ({ rows: [] }) },
        }),
        'flag',
      ),
    ).toMatchObject({
      dialect: 'postgres',
      driver: { dialect: 'postgres' },
    })
    // A wrapped adapter without either driver: statements go through drizzle.
    expect(
      drizzleAdapterOf(payloadOf(sqliteAdapter({ client: undefined })), 'flag')?.driver,
    ).toBeUndefined()
  })

  test('stays shut on adapters that are not drizzle ones, or lack an operator or a column of the shape', () => {
    const mongoose = {
      name: 'mongoose',
      connection: {},
      collections: { 'payload-jobs': {} },
      updateJobs: async () => [],
    }
    expect(drizzleAdapterOf(payloadOf(mongoose), 'flag')).toBeUndefined()
    expect(
      drizzleAdapterOf(
        payloadOf(sqliteAdapter({ operators: { ...operators, not_in: undefined } })),
        'flag',
      ),
    ).toBeUndefined()
    // Payload 4's lease columns are not in a Payload 3 table.
    expect(drizzleAdapterOf(payloadOf(sqliteAdapter()), 'lease')).toBeUndefined()
  })

  test("finds payload-jobs through the adapter's table name map and schema, quoting odd identifiers", () => {
    const door = drizzleAdapterOf(
      payloadOf(
        sqliteAdapter({
          schemaName: 'tenant"a',
          tableNameMap: new Map([['payload_jobs', 'my jobs']]),
          tables: { 'my jobs': sqliteJobs },
        }),
      ),
      'flag',
    )!
    expect(door.jobsRef).toBe('"tenant""a"."my jobs"')
    expect(quote('a"b"')).toBe('"a""b"""')
  })

  test('names columns by field and refuses fields the table lacks', () => {
    const door = drizzleAdapterOf(
      payloadOf(sqliteAdapter({ tables: { payload_jobs: sqliteJobs } })),
      'flag',
    )!
    expect(door.columnName('taskSlug')).toBe('task_slug')
    expect(() => door.column('workflowSlug')).toThrow('payload-jobs has no column for workflowSlug')
    expect(() => door.logTable()).toThrow('the adapter has no payload_jobs_log table')
  })

  test("reads a collection's table for claims: id type, columns, and values as drizzle maps them", () => {
    const door = drizzleAdapterOf(
      payloadOf({
        ...sqliteAdapter(),
        tableNameMap: new Map([
          ['payload_jobs', 'payload_jobs'],
          ['blog_posts', 'posts'],
          ['authors', 'authors'],
          ['tokens', 'tokens'],
        ]),
        tables: { payload_jobs: sqliteJobs, posts: pgPosts, authors: pgAuthors, tokens: pgTokens },
      }),
      'flag',
    )!
    const posts = door.documentTable('blog-posts', ['title', 'views'])!
    expect(posts).toMatchObject({
      ref: '"posts"',
      fields: ['id', 'title', 'views'],
      columns: ['id', 'title', 'views'],
      idType: 'integer',
    })
    // node-postgres hands numeric over as text; drizzle's column makes it a number.
    expect([posts.fromDriver(2, '12.5'), posts.fromDriver(2, null)]).toEqual([12.5, null])
    expect(door.documentTable('authors', ['name'])).toMatchObject({
      columns: ['id', 'display_name'],
      idType: 'text',
    })
    expect(door.documentTable('tokens', ['value'])?.idType).toBeUndefined()
    expect(door.documentTable('blog-posts', ['missing'])).toBeUndefined()
    expect(door.documentTable('unknown', ['title'])).toBeUndefined()
  })
})

/** An in-memory libsql database with payload-jobs, and the door db-sqlite's shape opens on it. */
const sqliteStore = async () => {
  const client: Client = createClient({ url: ':memory:' })
  for (const statement of SCHEMA) await client.execute(statement)
  const db = libsqlDrizzle(client)
  const door = drizzleAdapterOf(
    payloadOf({
      name: 'sqlite',
      drizzle: db,
      client,
      operators,
      tableNameMap: new Map([
        ['payload_jobs', 'payload_jobs'],
        ['payload_jobs_log', 'payload_jobs_log'],
      ]),
      tables: { payload_jobs: sqliteJobs, payload_jobs_log: sqliteLog },
    }),
    'flag',
  )!
  let created = 0
  /** Queues a job created a second after the one before. */
  const queue = async (job: Partial<typeof sqliteJobs.$inferInsert> = {}) => {
    const [row] = await db
      .insert(sqliteJobs)
      .values({
        input: { n: created },
        taskSlug: 'send',
        queue: 'default',
        processing: false,
        totalTried: 0,
        createdAt: at(created++).toISOString(),
        ...job,
      })
      .returning({ id: sqliteJobs.id })
    return row.id
  }
  const read = async (id: number) =>
    (await db.select().from(sqliteJobs).where(eq(sqliteJobs.id, id)))[0]
  return { client, db, door, queue, read }
}

describe('claim (claim.ts)', () => {
  let store: Awaited<ReturnType<typeof sqliteStore>>
  beforeEach(async () => (store = await sqliteStore()))

  test('builds one conditional UPDATE of the oldest due jobs, returning what the runner needs', () => {
    const { statement } = claimStatement(store.door, 60_000, {
      exclude: ['paused'],
      limit: 2,
      now: at(100),
      queues: null,
      lease: { owner: 'runner-1', expiresAt: at(160) },
    })
    const { sql, params } = statement.toSQL!()
    expect(sql).toBe(
      'update "payload_jobs" set "processing" = ?, "updated_at" = ?, "leased_by" = ?, "lease_expires_at" = ? where ("payload_jobs"."id" in (select "id" from "payload_jobs" where (("payload_jobs"."completed_at" is null and ("payload_jobs"."has_error" is null or "payload_jobs"."has_error" <> ?) and "payload_jobs"."processing" = ? and ("payload_jobs"."wait_until" is null or "payload_jobs"."wait_until" < ?)) and ("payload_jobs"."queue" is null or "payload_jobs"."queue" not in (?))) order by "payload_jobs"."created_at", "payload_jobs"."id" limit ?) and "payload_jobs"."processing" = ?) returning "created_at", "id", "input", "queue", "task_slug", "total_tried"',
    )
    expect(params).toEqual([
      1,
      at(100).toISOString(),
      'runner-1',
      at(160).toISOString(),
      1,
      0,
      at(100).toISOString(),
      'paused',
      2,
      0,
    ])
  })

  test('takes due jobs oldest first, leased to the owner, and maps their rows', async () => {
    const first = await store.queue({ input: { to: 'a' } })
    await store.queue({ waitUntil: at(500).toISOString() })
    await store.queue({ hasError: true })
    const third = await store.queue({ totalTried: 2 })
    await store.queue({ queue: 'paused' })
    const lease = { owner: 'runner-1', expiresAt: at(160) }
    const jobs = await claim(store.door, 60_000, {
      exclude: ['paused'],
      lease,
      limit: 5,
      now: at(100),
      queues: null,
    })
    expect(jobs).toEqual([
      {
        id: first,
        queue: 'default',
        task: 'send',
        workflow: null,
        input: { to: 'a' },
        totalTried: 0,
      },
      { id: third, queue: 'default', task: 'send', workflow: null, input: { n: 3 }, totalTried: 2 },
    ])
    expect(await store.read(first)).toMatchObject({
      processing: true,
      leasedBy: 'runner-1',
      leaseExpiresAt: at(160).toISOString(),
    })
    // Taken jobs are in hand: a second claim finds none, and an empty list of queues claims nothing.
    expect(
      await claim(store.door, 60_000, {
        exclude: ['paused'],
        limit: 5,
        now: at(100),
        queues: null,
      }),
    ).toEqual([])
    expect(
      await claim(store.door, 60_000, { exclude: [], limit: 5, now: at(100), queues: [] }),
    ).toEqual([])
  })

  test('locks candidates with SKIP LOCKED on Postgres and reads the documents jobs name in the same round trip', async () => {
    const queries: Array<{ text: string; values: unknown[] }> = []
    const rows: Row[] = [
      {
        id: 2,
        input: { post: '7' },
        queue: 'default',
        task_slug: 'send',
        total_tried: 1,
        'document0.0': 7,
        'document0.1': 'Hello',
        'document0.2': '40',
        'document0.3': 'ann',
        'related0.0': 'ann',
        'related0.1': 'Ann',
      },
      {
        id: 3,
        input: { post: 'x' },
        queue: 'default',
        task_slug: 'send',
        total_tried: 0,
        'document0.0': null,
        'document0.1': null,
        'document0.2': null,
        'document0.3': null,
        'related0.0': null,
        'related0.1': null,
      },
    ]
    const door = drizzleAdapterOf(
      payloadOf({
        name: 'postgres',
        drizzle: pgDrizzle.mock(),
        pool: {
          query: async (text: string, values: unknown[]) => {
            queries.push({ text, values })
            return { rows }
          },
        },
        schemaName: 'app',
        operators,
        tableNameMap: new Map([
          ['payload_jobs', 'payload_jobs'],
          ['posts', 'posts'],
          ['authors', 'authors'],
          ['tokens', 'tokens'],
        ]),
        tables: { payload_jobs: pgJobs, posts: pgPosts, authors: pgAuthors, tokens: pgTokens },
      }),
      'flag',
    )!
    const documents = [
      {
        task: 'send',
        collection: 'posts',
        inputKey: 'post',
        fields: ['title', 'views'],
        related: { field: 'author', collection: 'authors', fields: ['name'] },
      },
      // A uuid id is neither text nor an integer: not joined, and none of its parameters sent.
      { task: 'rotate', collection: 'tokens', inputKey: 'token', fields: ['value'] },
    ]
    const jobs = await claim(door, 60_000, {
      documents,
      exclude: [],
      limit: 2,
      now: at(100),
      queues: ['default'],
    })
    expect(queries).toHaveLength(1)
    const [{ text, values }] = queries
    // The jobs table is drizzle's own (schema-qualified by drizzle where the adapter has a schema); joined tables go through the door.
    expect(text).toMatch(
      /^WITH "statement" AS \(update "payload_jobs" set .* limit \$7 for update skip locked\) and "payload_jobs"\."processing" = \$8\) returning .*\) SELECT /,
    )
    expect(text).toContain(
      `FROM "statement" LEFT JOIN "app"."posts" AS "document0" ON "statement"."task_slug"::text = $10 AND "document0"."id" = CASE WHEN "statement"."input" ->> $9 ~ '^[0-9]{1,18}$' THEN ("statement"."input" ->> $9)::bigint END LEFT JOIN "app"."authors" AS "related0" ON "related0"."id" = "document0"."author_id", set_config('synchronous_commit', 'off', true) ORDER BY "statement"."created_at", "statement"."id"`,
    )
    expect(text).toContain(
      'SELECT "statement"."id", "statement"."input", "statement"."queue", "statement"."task_slug", "statement"."total_tried", "document0"."id" AS "document0.0", "document0"."title" AS "document0.1", "document0"."views" AS "document0.2", "document0"."author_id" AS "document0.3", "related0"."id" AS "related0.0", "related0"."display_name" AS "related0.1" FROM',
    )
    expect(values.slice(-2)).toEqual(['post', 'send'])
    expect(Math.max(...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))).toBe(
      values.length,
    )
    expect(jobs).toEqual([
      {
        id: 2,
        queue: 'default',
        task: 'send',
        workflow: null,
        input: { post: '7' },
        totalTried: 1,
        document: { id: 7, title: 'Hello', views: 40, author: 'ann' },
        related: { id: 'ann', name: 'Ann' },
      },
      {
        id: 3,
        queue: 'default',
        task: 'send',
        workflow: null,
        input: { post: 'x' },
        totalTried: 0,
        document: null,
        related: null,
      },
    ])
  })
})

describe('settle (settle.ts, deleteJobs.ts)', () => {
  let store: Awaited<ReturnType<typeof sqliteStore>>
  beforeEach(async () => (store = await sqliteStore()))
  const now = at(200)

  test('deletes a batch that all succeeded in one statement on the driver', async () => {
    const ids = [await store.queue(), await store.queue(), await store.queue()]
    const run = store.client.execute.bind(store.client)
    const statements: string[] = []
    store.client.execute = ((statement: { sql: string }) => {
      statements.push(statement.sql)
      return run(statement as never)
    }) as never
    await settle(store.door, {
      deleteCompleted: true,
      failed: [],
      log: [],
      now,
      succeeded: ids.slice(0, 2).map((id) => ({ id, totalTried: 0 })),
    })
    expect(statements).toEqual([
      'DELETE FROM "payload_jobs" WHERE "id" IN (SELECT value FROM json_each(?))',
    ])
    expect(
      (await store.db.select({ id: sqliteJobs.id }).from(sqliteJobs)).map((row) => row.id),
    ).toEqual([ids[2]])
  })

  test('writes log entries, completions, retries and final failures as Payload does', async () => {
    const [done, retry, dead] = [
      await store.queue({ processing: true }),
      await store.queue({ processing: true, totalTried: 1 }),
      await store.queue({ processing: true, totalTried: 4 }),
    ]
    const entry = {
      executedAt: at(150).toISOString(),
      completedAt: now.toISOString(),
      taskSlug: 'send',
      input: {},
    }
    await settle(store.door, {
      deleteCompleted: false,
      now,
      succeeded: [{ id: done, totalTried: 0 }],
      failed: [
        { id: retry, totalTried: 1, waitUntil: at(260), final: false, error: null },
        { id: dead, totalTried: 4, waitUntil: null, final: true, error: { message: 'gone' } },
      ],
      log: [
        { ...entry, jobId: done, order: 1, state: 'succeeded' },
        { ...entry, jobId: dead, order: 5, state: 'failed', error: { message: 'gone' } },
      ],
    })
    expect(await store.read(done)).toMatchObject({
      processing: false,
      completedAt: now.toISOString(),
      totalTried: 1,
      updatedAt: now.toISOString(),
    })
    expect(await store.read(retry)).toMatchObject({
      processing: false,
      completedAt: null,
      totalTried: 2,
      waitUntil: at(260).toISOString(),
      hasError: null,
    })
    expect(await store.read(dead)).toMatchObject({
      processing: false,
      totalTried: 5,
      hasError: true,
      error: { message: 'gone' },
      waitUntil: null,
    })
    const log = await store.db.select().from(sqliteLog).orderBy(sqliteLog._parentID)
    expect(log).toMatchObject([
      {
        _order: 1,
        _parentID: done,
        state: 'succeeded',
        taskSlug: 'send',
        taskID: '1',
        output: {},
        error: null,
      },
      { _order: 5, _parentID: dead, state: 'failed', error: { message: 'gone' } },
    ])
  })

  test('deletes by id on Postgres as one statement committed as bookkeeping, the ids as one array', async () => {
    const queries: unknown[][] = []
    const door: JobsDoor = {
      ...store.door,
      driver: {
        dialect: 'postgres',
        run: async (...query) => {
          queries.push(query)
          return []
        },
      },
    }
    await deleteJobs(door, [4, 5])
    await deleteJobs(door, [])
    expect(queries).toEqual([
      [
        `WITH "statement" AS (DELETE FROM "payload_jobs" WHERE "id" = ANY($1)) SELECT set_config('synchronous_commit', 'off', true)`,
        [[4, 5]],
      ],
    ])
  })
})

describe('leases and recovery (lease.ts, recover.ts)', () => {
  let store: Awaited<ReturnType<typeof sqliteStore>>
  beforeEach(async () => (store = await sqliteStore()))
  /** A job in hand of `owner` whose lease runs out `expiresAt` seconds after T0. */
  const leased = (owner: string, expiresAt: number, job: Parameters<typeof store.queue>[0] = {}) =>
    store.queue({
      processing: true,
      leasedBy: owner,
      leaseExpiresAt: at(expiresAt).toISOString(),
      ...job,
    })

  test("a heartbeat extends only the owner's jobs in hand; release puts jobs down", async () => {
    const mine = await leased('me', 10)
    const theirs = await leased('them', 10)
    expect(await heartbeat(store.door, { owner: 'me', expiresAt: at(70) })).toBe(1)
    expect(await store.read(mine)).toMatchObject({ leaseExpiresAt: at(70).toISOString() })
    expect(await store.read(theirs)).toMatchObject({ leaseExpiresAt: at(10).toISOString() })
    await release(store.door, [mine])
    expect(await store.read(mine)).toMatchObject({ processing: false })
    expect(await store.read(theirs)).toMatchObject({ processing: true })
  })

  test('recovers jobs whose lease passed, counting each recovery', async () => {
    const expired = await leased('gone', 10, { recoveredCount: 2 })
    const fresh = await leased('alive', 90)
    const done = await leased('gone', 10, { completedAt: at(5).toISOString() })
    expect(await recoverExpired(store.door, { now: at(50) })).toEqual([expired])
    expect(await store.read(expired)).toMatchObject({
      processing: false,
      leasedBy: null,
      leaseExpiresAt: null,
      recoveredCount: 3,
      recoveredAt: at(50).toISOString(),
    })
    expect(await store.read(fresh)).toMatchObject({ processing: true, recoveredCount: null })
    expect(await store.read(done)).toMatchObject({ processing: true })
  })
})

describe('counts (count.ts)', () => {
  let store: Awaited<ReturnType<typeof sqliteStore>>
  beforeEach(async () => (store = await sqliteStore()))
  const now = at(100)
  const args = { now, queues: ['default', 'mail'], succeededSince: at(50) }

  test("counts each queue's jobs by status in one statement on the driver", async () => {
    await store.queue()
    await store.queue({ queue: null })
    await store.queue({ waitUntil: at(300).toISOString() })
    await store.queue({ totalTried: 1 })
    await store.queue({ processing: true, recoveredCount: 1 })
    await store.queue({ hasError: true, error: { cancelled: true } })
    await store.queue({ queue: 'mail', hasError: true, error: { message: 'x' } })
    await store.queue({ queue: 'mail', completedAt: at(60).toISOString() })
    await store.queue({ queue: 'mail', completedAt: at(10).toISOString() })
    await store.queue({ queue: 'other' })
    expect(await countStatuses(store.door, store.door.driver!, args)).toEqual({
      default: {
        cancelled: 1,
        failed: 0,
        oldestQueuedAt: at(0).toISOString(),
        processing: 1,
        queued: 2,
        recovered: 1,
        retrying: 1,
        scheduled: 1,
        succeeded: 0,
      },
      mail: {
        cancelled: 0,
        failed: 1,
        oldestQueuedAt: null,
        processing: 0,
        queued: 0,
        recovered: 0,
        retrying: 0,
        scheduled: 0,
        succeeded: 1,
      },
    })
  })

  test('numbers parameters per driver, binding a value used twice once', () => {
    const sqlite = statusCountStatement(store.door, 'sqlite', args)
    expect(sqlite.params).toEqual([now.toISOString(), at(50).toISOString(), 'default', 'mail'])
    expect(sqlite.sql).toContain(`("queue" IN (?3, ?4) OR "queue" IS NULL)`)
    expect(sqlite.sql).toContain(`"error" ->> 'cancelled' = true`)
    const postgres = statusCountStatement(store.door, 'postgres', { ...args, queues: ['mail'] })
    expect(postgres.sql).toContain(
      `("queue" IN ($3)) AND "completed_at" >= $2 AND "has_error" IS NOT TRUE GROUP BY 1`,
    )
    expect(postgres.sql).toContain(`jsonb_path_exists("error", '$.cancelled[*] ? (@ == true)')`)
  })

  test("counts through Payload's API where the adapter exposes no driver", async () => {
    const counted = {
      default: {
        cancelled: 0,
        failed: 0,
        oldestQueuedAt: null,
        processing: 0,
        queued: 9,
        recovered: 0,
        retrying: 0,
        scheduled: 0,
        succeeded: 0,
      },
    }
    const jobStore = createDrizzleJobStore({
      countThroughApi: async () => counted,
      door: { ...store.door, driver: undefined },
      leaseMs: 1,
    })
    expect(await jobStore.countStatuses(args)).toBe(counted)
  })

  test('counts due jobs per queue, naming the queues that have any when none are given', async () => {
    await store.queue()
    await store.queue({ queue: 'mail' })
    await store.queue({ queue: 'mail' })
    await store.queue({ queue: 'mail', processing: true })
    await store.queue({ queue: 'later', waitUntil: at(300).toISOString() })
    expect(await countDue(store.door, { now, queues: null })).toEqual({ default: 1, mail: 2 })
    expect(await countDue(store.door, { now, queues: ['later'] })).toEqual({ later: 0 })
  })
})
