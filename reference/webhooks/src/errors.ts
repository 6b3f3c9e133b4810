import { InvalidConfiguration } from 'payload'

/** Thrown for a bad option, to refuse the config build naming the plugin and the option: `webhooks: <path> <problem>`. */
export const invalidOption = (path: string, problem: string) =>
  new InvalidConfiguration(`webhooks: ${path} ${problem}`)
