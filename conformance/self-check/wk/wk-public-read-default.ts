/**
 * A default looser than the spec's: without `access.read` the guides and media are readable by
 * anyone (Payload's own default for a collection without access), not only by logged-in users.
 * @fails WK-07
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      access: { ...options.access, read: options.access?.read ?? (() => true) },
    }),
})
