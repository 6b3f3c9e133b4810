import type { CollectionConfig, Config, Payload, PayloadHandler } from 'payload'
import reference from '../../../../reference'

/**
 * What the QC self-checks share: reference.jobs with its options mapped first and the Config it
 * returns patched, and a way to wrap one of the queue endpoints it adds to payload-jobs. Not a
 * self-check itself (a folder, which the self-check runner skips).
 */

export type JobsOptions = Record<string, any>

export const patchedJobs =
  (patch: {
    options?: (options: JobsOptions) => JobsOptions
    config?: (built: Config, options: JobsOptions, given: Config) => Config
  }) =>
  (options: JobsOptions = {}) =>
  (config: Config): Config => {
    const built = reference.jobs!(patch.options ? patch.options(options) : options)(
      config,
    ) as Config
    return patch.config ? patch.config(built, options, config) : built
  }

/** The config with the handler of the payload-jobs endpoint at `path` (e.g. '/queue-run') wrapped. */
const wrapJobsEndpoint = (
  config: Config,
  path: string,
  wrap: (handler: PayloadHandler) => PayloadHandler,
): Config => {
  const overrides = config.jobs!.jobsCollectionOverrides!
  return {
    ...config,
    jobs: {
      ...config.jobs,
      jobsCollectionOverrides: (args): CollectionConfig => {
        const collection = overrides(args)
        return {
          ...collection,
          endpoints: (collection.endpoints || []).map((endpoint) =>
            endpoint.path === path ? { ...endpoint, handler: wrap(endpoint.handler) } : endpoint,
          ),
        }
      },
    },
  }
}

/** reference.jobs with the handler of its payload-jobs endpoint at `path` wrapped. */
export const jobsWithEndpoint = (path: string, wrap: (handler: PayloadHandler) => PayloadHandler) =>
  patchedJobs({ config: (built) => wrapJobsEndpoint(built, path, wrap) })

/** A copy of a JSON `response` with its body `edit`ed (headers and status kept). */
const editJson = async (response: Response, edit: (body: any) => unknown): Promise<Response> => {
  if (response.status !== 200) return response
  return Response.json(edit(await response.json()), {
    headers: response.headers,
    status: response.status,
  })
}

/** The request as if its query string were `edit`ed (Request's own url cannot be reassigned). */
const withQuery = <T extends { url?: string }>(
  req: T,
  edit: (params: URLSearchParams) => void,
): T => {
  const url = new URL(req.url!)
  edit(url.searchParams)
  return new Proxy(req, {
    get: (target, key) =>
      key === 'url'
        ? url.toString()
        : key === 'searchParams'
          ? url.searchParams
          : Reflect.get(target, key),
  })
}

/** A handler wrapper: the handler reads the request as if its query string were `edit`ed. */
export const editingQuery =
  (edit: (params: URLSearchParams) => void) =>
  (handler: PayloadHandler): PayloadHandler =>
  (req) =>
    handler(withQuery(req, edit))

/** A handler wrapper: the handler's 200 JSON answers `edit`ed (see editJson). */
export const editingJson =
  (edit: (body: any) => unknown) =>
  (handler: PayloadHandler): PayloadHandler =>
  async (req) =>
    editJson(await handler(req), edit)

type PauseStore = ReturnType<NonNullable<typeof reference.createPauseStore>>

/** reference.createPauseStore with some of the store's methods replaced (each given the reference's store). */
export const patchedPauseStore =
  (patch: (store: PauseStore) => Partial<PauseStore>) => (payload: Payload) => {
    const store = reference.createPauseStore!(payload)
    return { ...store, ...patch(store) }
  }
