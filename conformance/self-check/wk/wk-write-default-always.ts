/**
 * The wrong default: `writeAffordances` left out means 'always', so write and edit controls show at
 * once (field help included) and there is no edit-mode switch to turn on.
 * @fails WK-28 WK-30 WK-73
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({ ...options, writeAffordances: options.writeAffordances ?? 'always' }),
})
