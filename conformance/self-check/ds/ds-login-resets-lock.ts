/**
 * "Stuck" accounts fixed at the door: before each login the plugin clears the account's failed
 * attempts and lock, so maxLoginAttempts never locks anyone through the replaced login.
 * @fails DS-12
 */
import type { CollectionBeforeOperationHook } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchedDualSession } from './support'

const clearLock =
  (slug: string): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const email = (args as { data?: { email?: unknown } }).data?.email
    if (operation === 'login' && typeof email === 'string' && email) {
      await req.payload.db.updateOne({
        collection: slug,
        data: { lockUntil: null, loginAttempts: 0 },
        req,
        where: { email: { equals: email } },
      })
    }
    return args
  }

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeOperation: [clearLock(collection.slug), ...(collection.hooks?.beforeOperation ?? [])],
      },
    }),
  }),
})
