/**
 * A bad option value forgiven instead of refused: a `triggers.list.slot` outside the four named
 * slots silently falls back to the default slot, so the config builds.
 * @fails WK-03
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const SLOTS = ['beforeList', 'beforeListTable', 'afterList', 'afterListTable']

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) => {
    const list = options.triggers?.list
    const forgiven = list && typeof list === 'object' && !SLOTS.includes(list.slot) ? true : list
    return reference.adminWiki!(
      options.triggers
        ? { ...options, triggers: { ...options.triggers, list: forgiven } }
        : options,
    )
  },
})
