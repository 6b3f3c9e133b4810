/**
 * A default looser than the spec's: without `access.read` the guides and media are readable by
 * anyone (Payload's own default for a collection without access), not only by logged-in users.
 * @fails WK-07
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-public-read-default',
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      access: { ...options.access, read: options.access?.read ?? (() => true) },
    }),
})
