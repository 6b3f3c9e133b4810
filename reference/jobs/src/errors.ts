import { InvalidConfiguration } from 'payload'

/** Every refusal of this package names the plugin, then the input and what is wrong with it. */
const describe = (path: string, problem: string) => `jobs: ${path} ${problem}`

/** A wrong option of jobs() or createWorker(), refused with Payload's own configuration error. */
export const invalidOption = (path: string, problem: string) =>
  new InvalidConfiguration(describe(path, problem))

/** A wrong argument of a function called at runtime (the pause store), which is not configuration. */
export const invalidArgument = (path: string, problem: string) =>
  new TypeError(describe(path, problem))

export { listed, quoted } from '../../shared/messages'
