import { InvalidConfiguration } from 'payload'

/** The suite's one style for a wrong option: Payload's config error, naming the plugin and the option path. */
export const invalidOption = (path: string, problem: string) =>
  new InvalidConfiguration(`formBuilder: ${path} ${problem}`)
