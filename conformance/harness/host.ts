import { loadFixture } from '../../fixtures/fixture'
import { type BootHostOptions, bootHost, type Host } from '../../fixtures/host'
import { FAMILIES, type Family, type Implementation } from '../kit/contract'
import { implementation } from '../kit/under-test'
import { afterAll, beforeAll, familyBeingDeclared } from '../kit/vitest'
import { BootError, runningFamily, setupStep, withoutStack, yourPlugin } from './expect-plugin'

/**
 * Starts something closable for the enclosing describe block (beforeAll), closes it afterwards and
 * returns an accessor, because it exists only once the hook has run. A start that fails is kept and
 * thrown by the accessor: each test using it fails with that one error (a failing beforeAll would
 * have vitest skip them, which reads as "skipped" rather than failed).
 */
export const useStarted = <T extends { close: () => Promise<unknown> }>(
  name: string,
  start: () => Promise<T>,
  startTimeoutMs: number,
): (() => T) => {
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

type PluginOptions = Record<string, unknown>
type PluginKey = NonNullable<(typeof FAMILIES)[Family]['plugin']>

/** The implementation with one plugin's options changed by `adjust` before the plugin sees them. */
const adjustingPlugin = (
  pluginKey: PluginKey,
  adjust: (options: PluginOptions) => PluginOptions,
): Implementation => {
  const plugin = implementation[pluginKey] as ((options: PluginOptions) => unknown) | undefined
  return typeof plugin === 'function'
    ? { ...implementation, [pluginKey]: (options: PluginOptions = {}) => plugin(adjust(options)) }
    : implementation
}

/** The options each plugin was last called with, so a failed boot can be retried without one of them. */
const lastOptions = new Map<PluginKey, PluginOptions>()
// One object for every boot: seeded SQLite snapshots are kept per implementation object.
const recording: Implementation = { ...implementation }
for (const { plugin: pluginKey } of Object.values(FAMILIES)) {
  const plugin =
    pluginKey && (implementation[pluginKey] as ((options: PluginOptions) => unknown) | undefined)
  if (!pluginKey || typeof plugin !== 'function') continue
  Object.assign(recording, {
    [pluginKey]: (options: PluginOptions = {}) => {
      lastOptions.set(pluginKey, options)
      return plugin(options)
    },
  })
}

/**
 * The top-level option of the family's plugin a host could not boot with: the host boots again with
 * each option the fixture passed left out, and the first one whose absence lets it boot is named.
 */
const chokingOption = async <Options>(
  options: HostOptions<Options>,
  pluginKey: PluginKey,
  given: PluginOptions,
): Promise<string | undefined> => {
  for (const key of Object.keys(given)) {
    const without = adjustingPlugin(pluginKey, ({ [key]: _left, ...rest }) => rest)
    const host = await bootHost({ ...options, implementation: without }).catch(() => undefined)
    if (!host) continue
    await host.close()
    return key
  }
  return undefined
}

/**
 * Boots a host with the implementation under test. When it cannot, the error says so in one line:
 * data the fork rejects while seeding is a setup failure, anything else "could not boot <fixture>
 * with your <plugin>: <its error>" (the plugin of the family declaring the host, or of the running
 * test), naming the option the plugin choked on when leaving one out lets the host boot.
 */
const bootWithImplementation = async <Options>(
  options: HostOptions<Options>,
  family: Family | undefined,
): Promise<Host> => {
  const plugin = yourPlugin(family)
  const pluginKey = family ? FAMILIES[family].plugin : null
  if (pluginKey) lastOptions.delete(pluginKey)
  try {
    return await setupStep(() => bootHost({ ...options, implementation: recording }), plugin)
  } catch (error) {
    if (!(error instanceof Error) || error.name === 'SetupError') throw error
    const fixture = await loadFixture(options.fixture).then(
      (loaded) => loaded.name,
      () => String(options.fixture),
    )
    const given = pluginKey && lastOptions.get(pluginKey)
    const choked = pluginKey && given ? await chokingOption(options, pluginKey, given) : undefined
    const hint = choked
      ? ` — it boots without the \`${choked}\` option: check that option's shape against the spec`
      : ''
    throw withoutStack(
      new BootError(
        `could not boot ${fixture} with ${plugin}: ${error.message.split('\n')[0]}${hint}`,
        { cause: error },
      ),
    )
  }
}

/** Boots one host for the enclosing describe block. */
export const useHost = <Options = Record<string, unknown>>(
  options: HostOptions<Options> | (() => HostOptions<Options>),
): (() => Host) => {
  const family = familyBeingDeclared()
  return useStarted(
    'useHost',
    () => bootWithImplementation(typeof options === 'function' ? options() : options, family),
    120_000,
  )
}

/** Boots a host for the duration of one callback (for tests that need their own config). */
export const withHost = async <Options, T>(
  options: HostOptions<Options>,
  run: (host: Host) => Promise<T>,
): Promise<T> => {
  const host = await bootWithImplementation(options, runningFamily())
  try {
    return await run(host)
  } finally {
    await host.close()
  }
}
