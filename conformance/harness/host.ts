import { bootHost, type BootHostOptions, type Host } from '../../fixtures/host'
import { loadFixture } from '../../fixtures/fixture'
import { afterAll, beforeAll, familyBeingDeclared } from '../kit/vitest'
import { implementation } from '../kit/under-test'
import { BootError, setupStep, withoutStack, yourPlugin } from './expect-plugin'

/**
 * Starts something closable for the enclosing describe block (beforeAll), closes it afterwards and
 * returns an accessor, because it exists only once the hook has run. A start that fails is kept and
 * thrown by the accessor: each test using it fails with that one error (a failing beforeAll would
 * have vitest skip them, which reads as "skipped" rather than failed).
 */
export const useStarted = <T extends { close: () => Promise<unknown> }>(name: string, start: () => Promise<T>, startTimeoutMs: number): (() => T) => {
  let started: T | undefined
  let failure: unknown
  beforeAll(async () => {
    try {
      started = await start()
    } catch (error) {
      failure = error
    }
  }, startTimeoutMs)
  afterAll(async () => {
    await started?.close()
  }, 60_000)
  return () => {
    if (failure) throw failure
    if (!started) throw new Error(`${name}(): not started yet (call it inside a test or hook)`)
    return started
  }
}

type HostOptions<Options> = Omit<BootHostOptions<Options>, 'implementation'>

/**
 * Boots a host with the implementation under test. When it cannot, the error says so in one line:
 * data the fork rejects while seeding is a setup failure, anything else "could not boot <fixture>
 * with your <plugin>: <its error>" (the plugin of the family declaring the host, or of the running test).
 */
const bootWithImplementation = async <Options>(options: HostOptions<Options>, plugin: string): Promise<Host> => {
  try {
    return await setupStep(() => bootHost({ implementation, ...options }), plugin)
  } catch (error) {
    if (!(error instanceof Error) || error.name === 'SetupError') throw error
    const fixture = await loadFixture(options.fixture).then((loaded) => loaded.name, () => String(options.fixture))
    throw withoutStack(new BootError(`could not boot ${fixture} with ${plugin}: ${error.message.split('\n')[0]}`, { cause: error }))
  }
}

/** Boots one host for the enclosing describe block. */
export const useHost = <Options = Record<string, unknown>>(options: HostOptions<Options> | (() => HostOptions<Options>)): (() => Host) => {
  const plugin = yourPlugin(familyBeingDeclared())
  return useStarted('useHost', () => bootWithImplementation(typeof options === 'function' ? options() : options, plugin), 120_000)
}

/** Boots a host for the duration of one callback (for tests that need their own config). */
export const withHost = async <Options, T>(options: HostOptions<Options>, run: (host: Host) => Promise<T>): Promise<T> => {
  const host = await bootWithImplementation(options, yourPlugin())
  try {
    return await run(host)
  } finally {
    await host.close()
  }
}
