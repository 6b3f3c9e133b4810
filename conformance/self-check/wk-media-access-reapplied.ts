/**
 * The override's result not registered as is: after `overrides.media` runs, the plugin spreads its
 * own access defaults over the result, so a public read the project set is lost.
 * @fails WK-19
 */
import type { Access, Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchCollection } from './support/patch'

const loggedIn: Access = ({ req }) => Boolean(req.user)

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-media-access-reapplied',
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
