/**
 * The wrong default: `writeAffordances` left out means 'always', so write and edit controls show at
 * once (field help included) and there is no edit-mode switch to turn on.
 * @fails WK-28 WK-30 WK-73
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-write-default-always',
  adminWiki: (options: Record<string, any> = {}) => reference.adminWiki!({ ...options, writeAffordances: options.writeAffordances ?? 'always' }),
})
