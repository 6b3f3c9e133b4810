/**
 * The override's result not registered as is: after `overrides.media` runs, the plugin spreads its
 * own access defaults over the result, so a public read the project set is lost.
 * @fails WK-19
 */
import type { Access } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

const loggedIn: Access = ({ req }) => Boolean(req.user)

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('media', (collection, options) => ({
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
