import { InvalidConfiguration } from 'payload'

/** Thrown for a bad option, to refuse the config build naming the plugin and the option: `adminWiki: <path> <problem>`. */
export const invalidOption = (path: string, problem: string) =>
  new InvalidConfiguration(`adminWiki: ${path} ${problem}`)
