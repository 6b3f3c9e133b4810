import type { Config } from 'payload'

/**
 * The config with `hook` appended to its SQL adapter's `beforeSchemaInit` or `afterSchemaInit` list
 * once the adapter is created, so the schema push and `payload migrate:create` carry what the hook
 * adds, as they carry Payload's own. An adapter without that list (MongoDB) is left as it is.
 */
export const withSchemaHook = (
  config: Config,
  list: 'beforeSchemaInit' | 'afterSchemaInit',
  hook: (args: never) => unknown,
): Config => {
  const db = config.db
  if (!db?.init) return config
  return {
    ...config,
    db: {
      ...db,
      init: (args) => {
        const adapter = db.init(args)
        const lists = adapter as unknown as Record<typeof list, unknown>
        const hooks = lists[list]
        // A copy: the project's own hook list stays as it passed it.
        if (Array.isArray(hooks)) lists[list] = [...hooks, hook]
        return adapter
      },
    },
  }
}
