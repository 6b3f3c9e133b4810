/**
 * `writeAffordances: 'always'` read like the default: readers still have to turn on the edit-mode
 * switch before write and edit controls show.
 * @fails WK-34
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      writeAffordances:
        options.writeAffordances === 'always' ? 'editMode' : options.writeAffordances,
    }),
})
