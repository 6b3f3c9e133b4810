/**
 * The webhook delivery log's admin list (`limit=10&sort=-createdAt`, with its total) with the log
 * bulk-loaded at a small and a large size on Postgres: 90 days of rows, 3 % failed, as the plugin
 * writes them. One host per size, samples interleaved.
 */
import pg from 'pg'
import { WH_USER } from '../../../fixtures'
import { bootHost, type Host } from '../../../fixtures/host'
import { familyFixture, implementation, median, roundedPair } from '../support'
import { interleave } from './interleave'

const load = async (client: pg.Client, rows: number) => {
  const { rows: types } = await client.query(
    `SELECT udt_name FROM information_schema.columns WHERE table_name = 'webhook_deliveries' AND column_name = 'status'`,
  )
  const statusType = (types[0] as { udt_name: string }).udt_name
  await client.query(`SELECT setseed(0.7)`)
  await client.query(
    `INSERT INTO webhook_deliveries (id, status, event, endpoint, subscription_id, attempt, response_status, response_body, duration_ms, payload, created_at, updated_at)
     SELECT 'whd_bench_' || lpad(n::text, 8, '0'), (CASE WHEN random() < 0.97 THEN 'success' ELSE 'failed' END)::"${statusType}", 'posts.updated',
       'https://receiver.example/hook', '1', 1, 200, 'ok', 120, jsonb_build_object('id', 'whd_bench_' || n, 'event', 'posts.updated', 'data', jsonb_build_object('title', 'Post ' || n)),
       now() - interval '90 days' * (1 - n::float / $1), now() - interval '90 days' * (1 - n::float / $1)
     FROM generate_series(1, $1::int) AS n`,
    [rows],
  )
  await client.query('VACUUM ANALYZE webhook_deliveries')
}

export const measureDeliveryList = async ({
  small,
  large,
  samples,
  exactCount = false,
}: {
  small: number
  large: number
  samples: number
  exactCount?: boolean
}) => {
  const hosts: Host[] = []
  try {
    const started = performance.now()
    const sides = {} as Record<'small' | 'large', { host: Host; headers: Record<string, string> }>
    for (const [side, rows] of [
      ['small', small],
      ['large', large],
    ] as const) {
      const host = await bootHost({
        db: 'postgres',
        fixture: familyFixture('webhooks/wh-host.ts'),
        implementation,
        options: { delivery: 'inline', ...(exactCount ? { logCountEstimateAbove: false } : {}) },
      })
      hosts.push(host)
      const client = new pg.Client({ connectionString: host.shared.databaseUrl })
      await client.connect()
      try {
        await load(client, rows)
      } finally {
        await client.end()
      }
      const login = await fetch(`${host.api}/users/login`, {
        body: JSON.stringify(WH_USER),
        headers: { 'content-type': 'application/json' },
        method: 'POST',
      })
      const { token } = (await login.json()) as { token: string }
      sides[side] = { host, headers: { authorization: `JWT ${token}` } }
    }
    const loadSeconds = (performance.now() - started) / 1000
    const totals = { small: 0, large: 0 }
    const list = async (side: 'small' | 'large') => {
      const { host, headers } = sides[side]
      const begun = performance.now()
      const response = await fetch(
        `${host.api}/webhook-deliveries?limit=10&sort=-createdAt&depth=0`,
        { headers },
      )
      const body = (await response.json()) as { docs: unknown[]; totalDocs: number }
      if (response.status !== 200 || body.docs.length !== 10)
        throw new Error(`delivery list: ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
      totals[side] = body.totalDocs
      return performance.now() - begun
    }
    const taken = await interleave(['small', 'large'] as const, samples, list)
    const p50 = { small: median(taken.small), large: median(taken.large) }
    console.log(
      `delivery log: ${small} and ${large} rows loaded in ${loadSeconds.toFixed(1)} s (with VACUUM ANALYZE)`,
    )
    console.log(
      `delivery list totals shown: ${totals.small} and ${totals.large}${exactCount ? ' (counted: logCountEstimateAbove false)' : ''}`,
    )
    console.log(
      `delivery list (limit=10, sort=-createdAt, with its total) p50: ${p50.small.toFixed(1)} ms at ${small} rows, ${p50.large.toFixed(1)} ms at ${large}; ${samples} samples each`,
    )
    return {
      deliveryRows: { small, large },
      deliveryListTotals: totals,
      deliveryListCounted: exactCount,
      deliveryListRatio: Number((p50.large / p50.small).toFixed(2)),
      deliveryListP50Ms: roundedPair(p50, 2),
    }
  } finally {
    await Promise.all(hosts.map((host) => host.close()))
  }
}
