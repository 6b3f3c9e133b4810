import type { CollectionConfig, Config, Payload } from 'payload'
import reference from '../../../../reference'
import { overrideMethods, patchCollection, withPayload, wrapEndpoints } from '../../support/patch'

/**
 * What the WK config-patch self-checks share: reference.adminWiki with the Config it returns patched
 * (given the options it was called with), or given a guides override of its own. Not a self-check
 * itself (a folder, which the runner skips).
 */
export type WikiOptions = Record<string, any>

export const patchedAdminWiki =
  (patch: (wired: Config, options: WikiOptions) => Config) =>
  (options: WikiOptions = {}) =>
  async (config: Config): Promise<Config> =>
    patch(await reference.adminWiki!(options)(config), options)

/** reference.adminWiki given `collection` as its guides override (`overrides.pages.collection`), in place of the options' own. */
export const adminWikiOverridingPages =
  (collection: (collection: CollectionConfig) => CollectionConfig) =>
  (options: WikiOptions = {}) =>
    reference.adminWiki!({
      ...options,
      overrides: { ...options.overrides, pages: { ...options.overrides?.pages, collection } },
    })

/** The config with every collection mapped. */
export const mapCollections = (
  config: Config,
  map: (collection: CollectionConfig) => CollectionConfig,
): Config => ({
  ...config,
  collections: config.collections?.map(map),
})

/** reference.adminWiki with its guides ('pages') or its media collection patched, found by its configured slug. */
export const patchedWikiCollection = (
  which: 'pages' | 'media',
  patch: (collection: CollectionConfig, options: WikiOptions) => CollectionConfig,
) =>
  patchedAdminWiki((wired, options) =>
    patchCollection(wired, options.slugs?.[which] ?? `wiki-${which}`, (collection) =>
      patch(collection, options),
    ),
  )

type FindArgs = Parameters<Payload['find']>[0]

/** reference.adminWiki whose guides endpoint at `path` runs with the arguments of its payload.find calls edited. */
export const wikiEndpointFinding = (path: string, edit: (args: FindArgs) => FindArgs) =>
  patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(
      collection,
      (handler) => (req) =>
        withPayload(
          req,
          (payload) =>
            overrideMethods(payload, {
              find: (find) => ((args) => find(edit(args))) as typeof find,
            }),
          () => handler(req),
        ),
      path,
    ),
  )
