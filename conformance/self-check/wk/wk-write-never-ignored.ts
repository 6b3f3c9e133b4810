/**
 * An option validated, then not applied: `writeAffordances: 'never'` behaves like the default
 * (an edit-mode switch for readers who may write).
 * @fails WK-69
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      writeAffordances: options.writeAffordances === 'never' ? undefined : options.writeAffordances,
    }),
})
