import { resolve } from 'node:path'
import { assertEnvironment } from '../../conformance/kit/environment'
import { loadImplementation } from '../../conformance/kit/loader'

// As the suite's entry points do: hosts boot with Payload's same-version check off where packages beside it differ.
assertEnvironment()

/** The implementation under test (CONFORMANCE_IMPL, or the reference), loaded as the suite loads it. */
export const implementation = await loadImplementation()

/** A family's host fixture module, by path under conformance/: benches boot the hosts the suite boots. */
export const familyFixture = (path: string) =>
  resolve(import.meta.dirname, '../../conformance', path)

/** The middle sample (upper middle for an even count): robust to outliers from other load on the machine. */
export const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]

/** A small/large pair of timings as the results print them, rounded to `digits` decimals. */
export const roundedPair = (pair: Record<string, number>, digits: number) => ({
  small: Number(pair.small.toFixed(digits)),
  large: Number(pair.large.toFixed(digits)),
})
