/**
 * Cost of endpoints as data grows, on Postgres: each measure boots one host per size, loads its
 * rows in bulk as Payload lays them out, and interleaves samples so both sizes see the same machine
 * load. Prints the p50s and, on its last line, one JSON object with large ÷ small per endpoint:
 *   queueStatusRatio  queue-status, payload-jobs at --small vs --large jobs (goal ≤ 2)
 *   targetsMapRatio   targets-map of a posts page, --guides-small vs --guides-large guides (goal ≤ 1.5)
 *   deliveryListRatio the delivery log's admin list, --small vs --large rows (goal ≤ 2)
 * Needs DATABASE_URL.
 *
 *   npx tsx scripts/bench/scale.ts [--only queue,wiki,deliveries] [--small 1000] [--large 1000000] [--errored 0.3]
 *     [--guides-small 200] [--guides-large 20000] [--samples 30] [--exact-count]
 * --exact-count lists the delivery log with its rows counted (logCountEstimateAbove: false): the cost before the estimate.
 */
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import { measureDeliveryList } from './scale/deliveries'
import { measureQueueStatus } from './scale/queue'
import { measureTargetsMap } from './scale/wiki'

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'queue,wiki,deliveries' },
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '1000000' },
    errored: { type: 'string', default: '0.3' },
    'guides-small': { type: 'string', default: '200' },
    'guides-large': { type: 'string', default: '20000' },
    samples: { type: 'string', default: '30' },
    'exact-count': { type: 'boolean', default: false },
  },
})
if (!process.env.DATABASE_URL)
  throw new Error(
    'scale.ts loads Postgres: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  )
process.env.PPS_LOG_LEVEL ??= 'fatal'
const only = new Set(values.only.split(','))
const samples = Number(values.samples)
/** The sizes the queue and delivery measurements load (jobs, log rows) and their samples. */
const rows = { small: Number(values.small), large: Number(values.large), samples }

console.log(`machine: ${cpus().length} cores, node ${process.version}`)
const results = {
  samples,
  ...(only.has('queue')
    ? await measureQueueStatus({ ...rows, errored: Number(values.errored) / 100 })
    : {}),
  ...(only.has('wiki')
    ? await measureTargetsMap({
        small: Number(values['guides-small']),
        large: Number(values['guides-large']),
        samples,
      })
    : {}),
  ...(only.has('deliveries')
    ? await measureDeliveryList({ ...rows, exactCount: values['exact-count'] })
    : {}),
}
console.log(JSON.stringify(results))
process.exit(0)
