import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bootHost, createClient, fakeUser, seededFaker } from '../../fixtures'
import { describeFamily, expect, implementation, test, useHost } from '../harness'
import basicHost from './basic-host'

/** The SQLite adapter's libsql client (what Payload's drizzle adapter and plugins' transactions use). */
const libsqlClient = (host: { payload: { db: unknown } }) =>
  (
    host.payload.db as {
      client: { transaction(mode: 'write'): Promise<{ commit(): Promise<void> }> }
    }
  ).client

/**
 * Another process takes the write lock of a SQLite database (BEGIN IMMEDIATE) and commits after
 * `ms`; resolves once it holds the lock. It uses the libsql client Payload's SQLite adapter uses.
 */
const holdWriteLock = async (databaseUrl: string, ms: number) => {
  const libsql = pathToFileURL(
    createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite')).resolve(
      '@libsql/client',
    ),
  ).href
  const script = `const { createClient } = await import(${JSON.stringify(libsql)})
const lock = await createClient({ url: process.argv[1] }).transaction('write')
console.log('locked')
setTimeout(() => lock.commit().then(() => process.exit(0)), ${ms})`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const released = new Promise<number | null>((resolve) => child.once('close', resolve))
  const [line] = await Promise.race([
    once(child.stdout!, 'data'),
    released.then((code) => [`exited with ${code}`]),
  ])
  if (String(line).trim() !== 'locked') throw new Error(`holdWriteLock: the lock holder ${line}`)
  return { released }
}

describeFamily('HOST', 'a booted host over real HTTP', () => {
  const host = useHost({ fixture: basicHost })
  const faker = seededFaker(101)

  test('[HOST-01] REST create then read round-trips through the booted host', async () => {
    const api = createClient(host())
    const title = faker.lorem.sentence()
    // posts allow public read only: create through the Local API, read back over HTTP.
    const created = await host().payload.create({ collection: 'posts', data: { title } })
    const read = await api.get(`/posts/${created.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: created.id, title })

    const anonymousCreate = await api.post('/posts', { title })
    expect(anonymousCreate.status).toBe(403)
  })

  test('[HOST-02] the built-in login sets the payload-token cookie in the jar', async () => {
    const user = fakeUser(faker)
    await host().payload.create({ collection: 'users', data: user })
    const browser = createClient(host())
    const login = await browser.post('/users/login', { email: user.email, password: user.password })
    expect(login.status).toBe(200)
    expect(await browser.cookieNames()).toEqual(['payload-token'])
    expect(await browser.cookie('payload-token')).toBe(login.body.token)
  })

  test('[HOST-03] the jar sends the cookie back and /api/users/me answers with the user', async () => {
    const user = fakeUser(faker)
    await host().payload.create({ collection: 'users', data: user })
    const browser = createClient(host())
    expect((await browser.get('/users/me')).body.user).toBeNull()
    await browser.post('/users/login', { email: user.email, password: user.password })
    const me = await browser.get('/users/me')
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({ email: user.email, name: user.name })
  })

  test('[HOST-04] a second host booted in parallel shares no data and no key-value state', async () => {
    const [first, second] = [host(), await bootHost({ fixture: basicHost, implementation })]
    try {
      expect(second.url).not.toBe(first.url)
      expect(second.shared.databaseUrl).not.toBe(first.shared.databaseUrl)
      const title = faker.lorem.words(4)
      await first.payload.create({ collection: 'posts', data: { title } })
      await first.payload.kv.set('probe', { title })
      const inSecond = await createClient(second).get('/posts', {
        query: { 'where[title][equals]': title },
      })
      expect(inSecond.body.totalDocs).toBe(0)
      expect(await second.payload.kv.get('probe')).toBeNull()
    } finally {
      await second.close()
    }
  })

  test('[HOST-05] closing a host frees its port and removes its database, its files and its KV entries', async () => {
    const extra = await bootHost({ fixture: basicHost, implementation })
    const { databaseUrl, db, filesDir, kvPrefix } = extra.shared
    expect((await fetch(`${extra.api}/posts`)).status).toBe(200)
    await extra.payload.kv.set('probe', { left: 'behind?' })
    await extra.close()
    await expect(fetch(`${extra.api}/posts`)).rejects.toThrow()
    expect(existsSync(filesDir)).toBe(false)
    if (process.env.REDIS_URL) {
      const { RedisKVAdapter } = await import('@payloadcms/kv-redis')
      const redis = new RedisKVAdapter(kvPrefix, process.env.REDIS_URL)
      const left = await redis.keys()
      await redis.redisClient.quit()
      expect(left).toEqual([])
    }
    if (db === 'sqlite') {
      expect(existsSync(fileURLToPath(databaseUrl.replace(/^file:/, 'file://')))).toBe(false)
    } else {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await client.connect()
      const name = new URL(databaseUrl).pathname.slice(1)
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ])
      await client.end()
      expect(rowCount).toBe(0)
    }
  })

  test("[HOST-16] a host waits for another process's write lock on its SQLite file, also after a transaction", async ({
    skip,
  }) => {
    const first = host()
    if (first.shared.db !== 'sqlite') skip('SQLite only: Postgres hosts share a server, not a file')
    // A transaction (drizzle's db.transaction in a plugin, or Payload's with transactionOptions)
    // leaves the libsql client on a fresh connection.
    await (await libsqlClient(first).transaction('write')).commit()
    const lock = await holdWriteLock(first.shared.databaseUrl, 1_000)
    try {
      // libsql waits synchronously: the create returns once the other process lets go.
      await expect(
        first.payload.create({ collection: 'posts', data: { title: 'waits for the lock' } }),
      ).resolves.toMatchObject({ title: 'waits for the lock' })
    } finally {
      await lock.released
    }
  })
})
