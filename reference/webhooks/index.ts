import type { Config } from 'payload'

/** Not implemented yet: returns the config unchanged, and the reference does not list it. */
export const webhooks =
  (_options: unknown = {}) =>
  (config: Config): Config =>
    config
