/**
 * `triggers.list`'s slot ignored: the list band always goes to `beforeList` (above the list's
 * header, outside its gutter), for the default slot and for `afterList` alike.
 * @fails WK-27 WK-33
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      triggers: {
        ...options.triggers,
        list: options.triggers?.list === false ? false : { slot: 'beforeList' },
      },
    }),
})
