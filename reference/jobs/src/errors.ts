import { InvalidConfiguration } from 'payload'

/** Every refusal of this package names the plugin, then the input and what is wrong with it. */
const describe = (path: string, problem: string) => `jobs: ${path} ${problem}`

/** A wrong option of jobs() or createWorker(), refused with Payload's own configuration error. */
export const invalidOption = (path: string, problem: string) =>
  new InvalidConfiguration(describe(path, problem))

/** A wrong argument of a function called at runtime (the pause store), which is not configuration. */
export const invalidArgument = (path: string, problem: string) =>
  new TypeError(describe(path, problem))

/** Longest part of a request's input a message quotes: a name or a value, never a whole parameter. */
const QUOTED_MAX = 64

/** An input as a message may quote it: cut to QUOTED_MAX characters. */
export const quoted = (value: unknown) => {
  const text = String(value ?? '')
  return text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text
}

/** Names a message lists at most. */
const LISTED_MAX = 5

/** Names from a request as a message lists them: the first LISTED_MAX, each quoted, and how many more. */
export const listed = (names: string[]) => {
  const shown = names
    .slice(0, LISTED_MAX)
    .map((name) => `"${quoted(name)}"`)
    .join(', ')
  return names.length > LISTED_MAX ? `${shown} and ${names.length - LISTED_MAX} more` : shown
}
