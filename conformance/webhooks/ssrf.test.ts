import dns, { type LookupAddress } from 'node:dns'
import { syncBuiltinESMExports } from 'node:module'
import { afterEach, describeFamily, expect, test, useReceiver } from '../harness'
import { queueDelivery, subscribeToPosts, useWebhooksHost, withWebhooksHost } from './support'

/** A public unicast address: allowed by the guard, and not the receiver. */
const PUBLIC_ADDRESS = '93.184.215.14'

/**
 * DNS rebinding, staged in this process (hosts run in the test's process): `name` resolves to each
 * address in turn, the last one from then on, through every resolver call Node offers (lookup and
 * resolve, callback and promise). Other names resolve as usual. Returns the undo.
 */
const rebind = (name: string, addresses: string[]) => {
  let asked = 0
  const next = () => addresses[Math.min(asked++, addresses.length - 1)]
  const originals = {
    lookup: dns.lookup,
    resolve: dns.resolve,
    resolve4: dns.resolve4,
    promisesLookup: dns.promises.lookup,
    promisesResolve: dns.promises.resolve,
    promisesResolve4: dns.promises.resolve4,
  }
  const answer = (options: unknown): LookupAddress[] | LookupAddress => {
    const address = next()
    const entry = { address, family: address.includes(':') ? 6 : 4 }
    return typeof options === 'object' && options !== null && (options as { all?: boolean }).all
      ? [entry]
      : entry
  }
  const patched = {
    lookup: ((hostname: string, options: unknown, callback?: (...args: unknown[]) => void) => {
      const done = (typeof options === 'function' ? options : callback) as (
        ...args: unknown[]
      ) => void
      if (hostname !== name)
        return (originals.lookup as (...args: unknown[]) => void)(hostname, options, callback)
      const found = answer(options)
      process.nextTick(() =>
        Array.isArray(found) ? done(null, found) : done(null, found.address, found.family),
      )
    }) as typeof dns.lookup,
    resolve: ((hostname: string, ...rest: unknown[]) => {
      const done = rest.at(-1) as (...args: unknown[]) => void
      if (hostname !== name)
        return (originals.resolve as (...args: unknown[]) => void)(hostname, ...rest)
      process.nextTick(() => done(null, [next()]))
    }) as typeof dns.resolve,
    promisesLookup: (async (hostname: string, options?: unknown) =>
      hostname === name
        ? answer(options)
        : originals.promisesLookup(hostname, options as never)) as typeof dns.promises.lookup,
    promisesResolve: (async (hostname: string, ...rest: unknown[]) =>
      hostname === name
        ? [next()]
        : (originals.promisesResolve as (...args: unknown[]) => Promise<unknown>)(
            hostname,
            ...rest,
          )) as typeof dns.promises.resolve,
  }
  Object.assign(dns, {
    lookup: patched.lookup,
    resolve: patched.resolve,
    resolve4: patched.resolve,
  })
  Object.assign(dns.promises, {
    lookup: patched.promisesLookup,
    resolve: patched.promisesResolve,
    resolve4: patched.promisesResolve,
  })
  syncBuiltinESMExports()
  return () => {
    Object.assign(dns, {
      lookup: originals.lookup,
      resolve: originals.resolve,
      resolve4: originals.resolve4,
    })
    Object.assign(dns.promises, {
      lookup: originals.promisesLookup,
      resolve: originals.promisesResolve,
      resolve4: originals.promisesResolve4,
    })
    syncBuiltinESMExports()
  }
}

describeFamily('WH', 'SSRF guard', () => {
  // The one host without the opt-in (the plugin's default): every other WH host allows private
  // networks for the receiver().
  const { operator } = useWebhooksHost({
    delivery: { mode: 'inline', timeoutMs: 3_000 },
    privateNetworks: 'plugin-default',
  })
  const receiver = useReceiver()

  test('[WH-30] without the opt-in, loopback, private, link-local and metadata targets are refused and recorded, by resolved address', async () => {
    const targets = [
      receiver().urlFor('/direct'),
      // A hostname: only the address it resolves to at connect time reveals loopback.
      `http://localhost:${receiver().port}/by-name`,
      `http://[::ffff:127.0.0.1]:${receiver().port}/mapped`,
      `http://0.0.0.0:${receiver().port}/unspecified`,
      `http://[::1]:${receiver().port}/v6-loopback`,
      'http://10.1.2.3/private',
      'http://192.168.0.10/private',
      'http://172.16.5.4/private',
      'http://169.254.169.254/latest/meta-data/',
      // Link-local beyond the metadata address.
      'http://169.254.10.20/hook',
      'http://[fe80::1]/hook',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://100.100.100.200/latest/meta-data/',
    ]
    const subscriptions = []
    for (const url of targets)
      subscriptions.push(await operator().subscribe({ url, collections: ['posts'] }))
    const started = Date.now()
    expect((await operator().api.post('/posts', { title: 'ssrf probe' })).status).toBe(201)
    // Refused before any connection: no waiting on unroutable addresses.
    expect(Date.now() - started).toBeLessThan(3_000)

    for (const subscription of subscriptions) {
      const [row] = await operator().forSubscription(subscription.id)
      expect(row, subscription.url).toMatchObject({
        status: 'dead',
        attempt: 1,
        endpoint: subscription.url,
      })
      expect(row.responseStatus ?? null).toBeNull()
      expect(row.error, subscription.url).toMatch(/blocked/i)
    }
    expect(receiver().requests).toHaveLength(0)
  })
  let undo: (() => void) | undefined
  afterEach(() => {
    undo?.()
    undo = undefined
  })

  test('[WH-30] the address checked is the address dialled: a name that rebinds from a public address to loopback reaches nothing', async () => {
    const name = 'rebinding.pps.test'
    undo = rebind(name, [PUBLIC_ADDRESS, '127.0.0.1'])
    const subscription = await operator().subscribe({
      url: `http://${name}:${receiver().port}/rebound`,
      collections: ['posts'],
    })
    expect((await operator().api.post('/posts', { title: 'rebinding probe' })).status).toBe(201)
    const [row] = await operator().forSubscription(subscription.id)
    expect(row).toMatchObject({ attempt: 1, endpoint: subscription.url })
    expect(row.status).not.toBe('success')
    expect(receiver().received('/rebound')).toHaveLength(0)
  })

  test('[WH-30] queued deliveries are refused the same way, through Payload’s /run and the jobs plugin’s queue-run: dead at once with the reason, never retried', async () => {
    const queue = 'guarded'
    const delivery = queueDelivery(2, queue)
    for (const jobsPlugin of [false, true]) {
      await withWebhooksHost(
        { delivery, privateNetworks: 'plugin-default', jobsPlugin },
        async (queued) => {
          const run = () => (jobsPlugin ? queued.queueRun(queue, 10) : queued.runQueue(queue))
          const path = `/queued-loopback-${jobsPlugin ? 'batch' : 'per-job'}`
          const subscription = await subscribeToPosts(queued, receiver(), path)
          await queued.api.post('/posts', { title: 'queued ssrf probe' })
          await run()
          const [row] = await queued.forSubscription(subscription.id)
          expect(row, path).toMatchObject({ status: 'dead', attempt: 1 })
          expect(row.error, path).toMatch(/blocked/i)
          await run()
          expect(await queued.forSubscription(subscription.id), path).toEqual([row])
          expect(receiver().received(path)).toHaveLength(0)
        },
      )
    }
  })
})
