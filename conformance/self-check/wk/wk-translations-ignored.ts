/**
 * An option validated, then not applied: the surfaces use the built-in strings only, so a project's
 * `translations` never show.
 * @fails WK-67
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({ ...options, translations: undefined }),
})
