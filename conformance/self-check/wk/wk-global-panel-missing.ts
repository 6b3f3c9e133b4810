/**
 * `triggers.global` validated, then not applied: globals never get the guides panel in their
 * sidebar (with `triggers.edit` on or off).
 * @fails WK-26 WK-32
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({ ...options, triggers: { ...options.triggers, global: false } }),
})
