/**
 * An override's `admin` replaces the plugin's instead of being merged over it: the consumer's
 * columns and group arrive, but the plugin's own admin defaults (useAsTitle) are lost.
 * @fails FB-02
 */
import { patchCollection } from './fb-support/patch'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-admin-override-replaces',
  formBuilder: patchCollection('forms', (collection, options) => ({ ...collection, admin: options.overrides?.forms?.admin ?? collection.admin })),
})
