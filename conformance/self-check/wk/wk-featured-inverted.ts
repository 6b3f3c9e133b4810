/**
 * `featured` read the wrong way round: guides get the Featured field only with `featured: false`.
 * @fails WK-68 WK-70
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({ ...options, featured: options.featured === false }),
})
