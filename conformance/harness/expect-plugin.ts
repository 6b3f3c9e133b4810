import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { assert, expect } from 'vitest'
import { FAMILIES } from '../kit/contract'
import { familyOf } from '../kit/requirement-id'

/**
 * Failures a fork author can act on. Tests reach into what the plugin under test registered
 * (collections, fields, exports, options it calls); when something is missing, these fail with an
 * assertion in the requirement's words — "expected your formBuilder to register the `forms`
 * collection (FB-01) — found: users, pages" — instead of a TypeError from the test's own code.
 * Data a fork rejects while a test sets up is a SetupError carrying the fork's own message.
 */

/** The requirement ID of the running test (from its title), when a test is running. */
const runningRequirement = () =>
  /\[([A-Z]+-\d{2,3})\]/.exec(expect.getState().currentTestName ?? '')?.[1]

/** The family of the running test, when a test is running. */
export const runningFamily = () => familyOf(runningRequirement() ?? '')

/** "your formBuilder" for the plugin a family tests; "the implementation" when no plugin is known. */
export const yourPlugin = (family = runningFamily()) => {
  const plugin = family ? FAMILIES[family].plugin : null
  return plugin ? `your ${plugin}` : 'the implementation'
}

const namesOf = (names: ReadonlyArray<string>) => (names.length ? names.join(', ') : 'nothing')

/** Fails the running test with "expected your <plugin> to <expected> (<ID>) — found: <found>". */
export const failExpectation = (expected: string, found: string): never => {
  const id = runningRequirement()
  return assert.fail(
    `expected ${yourPlugin()} to ${expected}${id ? ` (${id})` : ''} — found: ${found}`,
  )
}

/**
 * Asserts that a config build, an option or a call is refused with an Error whose message matches
 * `pattern`. Not vitest's `toThrow(pattern)`: that passes a thrown `undefined` whatever the pattern.
 */
export const expectRefusal = async (
  attempt: (() => unknown) | PromiseLike<unknown>,
  pattern: RegExp | string,
  label?: string,
): Promise<void> => {
  const wanted = `refuse${label ? ` ${label}` : ''} with an Error whose message matches ${pattern}`
  let reason: unknown
  try {
    await (typeof attempt === 'function' ? attempt() : attempt)
  } catch (thrown) {
    reason = thrown
    if (!(thrown instanceof Error))
      return failExpectation(
        wanted,
        `a thrown ${thrown === null ? 'null' : typeof thrown}: ${String(thrown).slice(0, 200)}`,
      )
  }
  if (reason === undefined) return failExpectation(wanted, 'it was accepted')
  expect((reason as Error).message, label).toMatch(pattern)
}

/**
 * A malformed request refused as Payload refuses one: a 400 with a short error message (the body
 * under 2,000 characters) that quotes none of `quoted`, pieces of what was sent.
 */
export const expectMalformedRefusal = (
  response: { status: number; body: any },
  label: string,
  quoted: ReadonlyArray<string>,
) => {
  expect(response.status, `${label}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(400)
  expect(response.body.errors?.[0]?.message, label).toEqual(expect.any(String))
  expect(JSON.stringify(response.body).length, label).toBeLessThan(2_000)
  for (const text of quoted) expect(response.body.errors[0].message, label).not.toContain(text)
}

type Named = { name?: string; type?: string }
const fieldNames = (fields: ReadonlyArray<Named>) =>
  fields.map((field) => field.name ?? `(${field.type})`)

/** The collection `slug` in a booted host's config; an assertion naming the registered ones when absent. */
export const expectCollection = (
  config: SanitizedConfig,
  slug: string,
): SanitizedCollectionConfig =>
  config.collections.find((collection) => collection.slug === slug) ??
  failExpectation(
    `register the \`${slug}\` collection`,
    namesOf(config.collections.map((collection) => collection.slug)),
  )

/**
 * The field `name` among `fields` (a collection's flattenedFields, a group's fields…); `where` names
 * their owner in the failure, e.g. "`forms`" or "`forms` › `response`".
 */
export const expectField = <F extends Named>(
  fields: ReadonlyArray<F> | undefined,
  name: string,
  where: string,
): F =>
  fields?.find((field) => field.name === name) ??
  failExpectation(`give ${where} the field \`${name}\``, namesOf(fieldNames(fields ?? [])))

/** The block `slug` of a blocks field; `where` names the field, e.g. "`forms` › `fields`". */
export const expectBlock = <B extends { slug: string }>(
  field: { blocks?: ReadonlyArray<B> } | undefined,
  slug: string,
  where: string,
): B =>
  field?.blocks?.find((block) => block.slug === slug) ??
  failExpectation(
    `offer a \`${slug}\` block in ${where}`,
    namesOf((field?.blocks ?? []).map((block) => block.slug)),
  )

/** The export `name` of one of the implementation's entries (`label`, e.g. "server entry"). */
export const expectExport = <T = any>(
  entry: Record<string, unknown> | undefined,
  name: string,
  label: string,
): T =>
  (entry?.[name] as T | undefined) ??
  failExpectation(
    `export \`${name}\` from its ${label}`,
    entry ? namesOf(Object.keys(entry)) : `no ${label} at all`,
  )

/** What an option callback the test passed recorded; an assertion when the plugin never called it. */
export const expectOptionCalled = <T>(recorded: T | undefined, option: string): T =>
  recorded ?? failExpectation(`call the \`${option}\` option`, 'it was never called')

/** The fork refused data the spec defines while a test set itself up: not an assertion about the requirement. */
export class SetupError extends Error {
  override name = 'SetupError'
}

/** A host that could not start with the implementation under test; every test using it fails with this line. */
export class BootError extends Error {
  override name = 'BootError'
}

/** Payload's ValidationError (and its subclasses) as the Local API throws them. */
const isRejection = (error: unknown): error is Error =>
  error instanceof Error &&
  (error.name === 'ValidationError' || (error as { status?: number }).status === 400)

/**
 * Runs a test's setup step (creating the data a requirement is then checked against): the fork's
 * rejection becomes a SetupError "setup: your <plugin> rejected the test data: <its message>".
 */
export const setupStep = async <T>(run: () => Promise<T>, plugin = yourPlugin()): Promise<T> => {
  try {
    return await run()
  } catch (error) {
    if (isRejection(error))
      throw withoutStack(
        new SetupError(`setup: ${plugin} rejected the test data: ${error.message}`, {
          cause: error,
        }),
      )
    throw error
  }
}

/** A rejection's message with the fields it names (`path: message`), as Payload's ValidationError carries them. */
const rejectionText = (error: Error) => {
  const fields = (
    (error as { data?: { errors?: Array<{ path?: string; message?: string }> } }).data?.errors ?? []
  ).map((field) => `${field.path}: ${field.message}`)
  return fields.length ? `${error.message} (${fields.join('; ')})` : error.message
}

/**
 * Stores data built only from what the spec defines (`what` says which, e.g. "a form holding only
 * fields the spec defines (title, fields)"): the plugin's rejection fails the running requirement,
 * which cannot hold where such data is refused, with the plugin's reason as what was found.
 */
export const expectAccepted = async <T>(run: () => Promise<T>, what: string): Promise<T> => {
  try {
    return await run()
  } catch (error) {
    if (isRejection(error)) failExpectation(`accept ${what}`, rejectionText(error))
    throw error
  }
}

/** One line is the whole story (the fork's own message): no stack from deep inside Payload. */
export const withoutStack = <E extends Error>(error: E): E => {
  error.stack = `${error.name}: ${error.message}`
  return error
}
