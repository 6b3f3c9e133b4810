/**
 * The wiki's read access overridden: guides are readable by every signed-in user whatever the
 * project's read predicate says, so readers see guides meant for other teams in the /wiki views.
 * @fails WK-45
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      access: {
        ...options.access,
        read: ({ req }: { req: { user?: unknown } }) => Boolean(req.user),
      },
    }),
})
