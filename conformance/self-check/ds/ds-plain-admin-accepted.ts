/**
 * A plain admin.user entry accepted silently as "isolate everyone", instead of refusing the config
 * build: the admin panel's own users lose the shared cookie.
 * @fails DS-20
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    options: (options, config) => {
      const adminUser =
        config.admin?.user ?? config.collections?.find((collection) => collection.auth)?.slug
      return {
        ...options,
        collections: (options?.collections ?? []).map((entry) =>
          entry === adminUser ? { slug: entry, isolate: () => true } : entry,
        ),
      }
    },
  }),
})
