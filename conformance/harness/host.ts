import { bootHost, type BootHostOptions, type Host } from '../../fixtures/host'
import { afterAll, beforeAll } from '../kit/vitest'
import { implementation } from '../kit/under-test'

/**
 * Boots one host for the enclosing describe block (beforeAll) and closes it afterwards. Returns an
 * accessor because the host exists only once the hook has run.
 */
export const useHost = <Options = Record<string, unknown>>(
  options: Omit<BootHostOptions<Options>, 'implementation'> | (() => Omit<BootHostOptions<Options>, 'implementation'>),
): (() => Host) => {
  let host: Host | undefined
  beforeAll(async () => {
    host = await bootHost({ implementation, ...(typeof options === 'function' ? options() : options) })
  }, 120_000)
  afterAll(async () => {
    await host?.close()
  }, 60_000)
  return () => {
    if (!host) throw new Error('useHost(): the host is not booted yet (call it inside a test or hook)')
    return host
  }
}

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
