/**
 * A bad option value forgiven instead of refused: a `triggers.list.slot` outside the four named
 * slots silently falls back to the default slot, so the config builds.
 * @fails WK-03
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const SLOTS = ['beforeList', 'beforeListTable', 'afterList', 'afterListTable']

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-unknown-slot-default',
  adminWiki: (options: Record<string, any> = {}) => {
    const list = options.triggers?.list
    const forgiven = list && typeof list === 'object' && !SLOTS.includes(list.slot) ? true : list
    return reference.adminWiki!(options.triggers ? { ...options, triggers: { ...options.triggers, list: forgiven } } : options)
  },
})
