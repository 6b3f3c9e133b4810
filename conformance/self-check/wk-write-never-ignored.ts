/**
 * An option validated, then not applied: `writeAffordances: 'never'` behaves like the default
 * (an edit-mode switch for readers who may write).
 * @fails WK-69
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-write-never-ignored',
  adminWiki: (options: Record<string, any> = {}) => reference.adminWiki!({ ...options, writeAffordances: options.writeAffordances === 'never' ? undefined : options.writeAffordances }),
})
