/**
 * An override's `admin` replaces the plugin's instead of being merged over it: the consumer's
 * columns and group arrive, but the plugin's own admin defaults (useAsTitle) are lost.
 * @fails FB-02
 */

import { selfCheck } from '../support/selfCheck'
import { patchCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  formBuilder: patchCollection('forms', (collection, options) => ({
    ...collection,
    admin: options.overrides?.forms?.admin ?? collection.admin,
  })),
})
