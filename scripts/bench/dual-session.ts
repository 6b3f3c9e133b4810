/**
 * GET /me throughput through the isolated-cookie strategy (members, `payload-members-token`)
 * against core's JWT cookie (partners, unlisted, `payload-token`) on the same host in the same run.
 * Each round measures both back to back (order alternating) and yields one ratio; the median
 * ratio is robust to load from other processes on a shared machine.
 * Goal: isolated / core >= 0.9.   Run: npx tsx scripts/bench/dual-session.ts [requests-per-round]
 */

import { fakeUser, seededFaker } from '../../fixtures/data'
import { bootHost } from '../../fixtures/host'
import { familyFixture, implementation, median } from './support'

const REQUESTS_PER_ROUND = Number(process.argv[2] ?? 200)
const ROUNDS = 11
const CONCURRENCY = 8

// No hook recording: members and partners then differ only in the cookie and strategy.
const host = await bootHost({
  fixture: familyFixture('dual-session/ds-site.ts'),
  implementation,
  options: { recordHooks: false },
  seed: false,
})
try {
  const faker = seededFaker(900)
  const signIn = async (collection: 'members' | 'partners') => {
    const user = fakeUser(faker)
    await host.payload.create({ collection, data: user })
    const response = await fetch(`${host.api}/${collection}/login`, {
      body: JSON.stringify({ email: user.email, password: user.password }),
      headers: { 'Content-Type': 'application/json' },
      method: 'POST',
    })
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0]
    if (response.status !== 200 || !cookie)
      throw new Error(`login on ${collection} failed: ${response.status}`)
    return cookie
  }
  const targets = {
    isolated: { cookie: await signIn('members'), url: `${host.api}/members/me` },
    core: { cookie: await signIn('partners'), url: `${host.api}/partners/me` },
  }

  const round = async ({ cookie, url }: { cookie: string; url: string }) => {
    let remaining = REQUESTS_PER_ROUND
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (remaining-- > 0) {
          const response = await fetch(url, { headers: { Cookie: cookie } })
          const body = (await response.json()) as { user?: unknown }
          if (!body.user) throw new Error(`${url} answered without a user`)
        }
      }),
    )
    return REQUESTS_PER_ROUND / ((performance.now() - started) / 1000)
  }

  await round(targets.isolated) // warm-up: JIT, connection pool, DB caches
  await round(targets.core)
  const rates = { core: [] as number[], isolated: [] as number[] }
  const ratios: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? (['isolated', 'core'] as const) : (['core', 'isolated'] as const)
    for (const name of order) rates[name].push(await round(targets[name]))
    ratios.push(rates.isolated[i] / rates.core[i])
  }
  console.log(
    `GET /me, ${ROUNDS} rounds x ${REQUESTS_PER_ROUND} requests, concurrency ${CONCURRENCY}, db ${host.shared.db}`,
  )
  console.log(
    `core JWT cookie (payload-token):          ${median(rates.core).toFixed(0)} req/s (median)`,
  )
  console.log(
    `isolated cookie (payload-members-token):  ${median(rates.isolated).toFixed(0)} req/s (median)`,
  )
  console.log(
    `ratio isolated / core: ${median(ratios).toFixed(3)} (median of per-round ratios; goal >= 0.9)`,
  )
} finally {
  await host.close()
}
