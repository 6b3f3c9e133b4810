import type { CollectionConfig, Config, Endpoint, Field, Payload, PayloadRequest } from 'payload'

/**
 * Helpers for self-check implementations: they patch the Config a reference plugin returned,
 * the way a fork's code would differ, without touching the reference's sources.
 */

/** The config with one collection replaced by `patch(collection)`. */
export const patchCollection = (
  config: Config,
  slug: string,
  patch: (collection: CollectionConfig) => CollectionConfig,
): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug === slug ? patch(collection) : collection,
  ),
})

/** The collection with the handler of each endpoint at `path` (every endpoint when omitted) wrapped. */
export const wrapEndpoints = (
  collection: CollectionConfig,
  wrap: (handler: Endpoint['handler']) => Endpoint['handler'],
  path?: string,
): CollectionConfig => ({
  ...collection,
  endpoints: (collection.endpoints || []).map((endpoint) =>
    path === undefined || endpoint.path === path
      ? { ...endpoint, handler: wrap(endpoint.handler) }
      : endpoint,
  ),
})

/** Runs `run` with `req.payload` replaced by `substitute(req.payload)` for its duration (one request's code). */
export const withPayload = async <T>(
  req: PayloadRequest,
  substitute: (payload: Payload) => Payload,
  run: () => T | Promise<T>,
): Promise<T> => {
  const payload = req.payload
  req.payload = substitute(payload)
  try {
    return await run()
  } finally {
    req.payload = payload
  }
}

/** A view of `target` whose listed methods are replaced (each gets the original, bound). */
export const overrideMethods = <T extends object>(
  target: T,
  methods: { [K in keyof T]?: (original: T[K]) => T[K] },
): T =>
  new Proxy(target, {
    get: (object, key) => {
      const value = Reflect.get(object, key, object)
      const replace = methods[key as keyof T]
      const bound = typeof value === 'function' ? value.bind(object) : value
      return replace ? replace(bound) : bound
    },
  })

/** Wraps a handler so that a 200 JSON answer is rewritten by `edit` (in place), headers kept. */
export const editJsonAnswer =
  <T>(edit: (body: T) => void) =>
  (handler: Endpoint['handler']): Endpoint['handler'] =>
  async (req) => {
    const response = await handler(req)
    if (response.status !== 200) return response
    const body = (await response.json()) as T
    edit(body)
    return Response.json(body, { headers: response.headers })
  }

/** The fields with `patch` applied to every field, descending into tabs. */
export const mapFieldsInTabs = (fields: Field[], patch: (field: Field) => Field): Field[] =>
  fields.map((field) =>
    field.type === 'tabs'
      ? {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: mapFieldsInTabs(tab.fields, patch) })),
        }
      : patch(field),
  )

/** `fn` with its failures handed to `recover`, which answers in its place or throws what the fork would. */
export const onFailure =
  <A extends unknown[], R>(
    fn: (...args: A) => R | Promise<R>,
    recover: (error: unknown, ...args: A) => R | Promise<R>,
  ) =>
  async (...args: A): Promise<R> => {
    try {
      return await fn(...args)
    } catch (error) {
      return recover(error, ...args)
    }
  }
