import { bootHost, type BootHostOptions, type Host } from '../../fixtures/host'
import { afterAll, beforeAll } from '../kit/vitest'
import { implementation } from '../kit/under-test'

/**
 * Starts something closable for the enclosing describe block (beforeAll), closes it afterwards and
 * returns an accessor, because it exists only once the hook has run.
 */
export const useStarted = <T extends { close: () => Promise<unknown> }>(name: string, start: () => Promise<T>, startTimeoutMs: number): (() => T) => {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  }, startTimeoutMs)
  afterAll(async () => {
    await started?.close()
  }, 60_000)
  return () => {
    if (!started) throw new Error(`${name}(): not started yet (call it inside a test or hook)`)
    return started
  }
}

/** Boots one host for the enclosing describe block. */
export const useHost = <Options = Record<string, unknown>>(
  options: Omit<BootHostOptions<Options>, 'implementation'> | (() => Omit<BootHostOptions<Options>, 'implementation'>),
): (() => Host) =>
  useStarted('useHost', () => bootHost({ implementation, ...(typeof options === 'function' ? options() : options) }), 120_000)

/** Boots a host for the duration of one callback (for tests that need their own config). */
export const withHost = async <Options, T>(
  options: Omit<BootHostOptions<Options>, 'implementation'>,
  run: (host: Host) => Promise<T>,
): Promise<T> => {
  const host = await bootHost({ implementation, ...options })
  try {
    return await run(host)
  } finally {
    await host.close()
  }
}
