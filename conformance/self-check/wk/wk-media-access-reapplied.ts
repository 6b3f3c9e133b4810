/**
 * The override's result not registered as is: after `overrides.media` runs, the plugin spreads its
 * own access defaults over the result, so a public read the project set is lost.
 * @fails WK-19
 */
import type { Access, Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

const loggedIn: Access = ({ req }) => Boolean(req.user)

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.media ?? 'wiki-media', (collection) => ({
        ...collection,
        access: {
          ...collection.access,
          create: loggedIn,
          delete: loggedIn,
          read: loggedIn,
          update: loggedIn,
          ...options.access,
        },
      })),
})
