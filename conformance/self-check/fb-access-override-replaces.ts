/**
 * An override's `access` replaces the plugin's access wholesale instead of being merged over it:
 * the operations the override does not name fall back to Payload's default (logged-in users only),
 * so anonymous visitors can no longer submit.
 * @fails FB-06
 */

import { patchCollection } from './fb-support/patch'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-access-override-replaces',
  formBuilder: patchCollection('form-submissions', (collection, options) => ({ ...collection, access: options.overrides?.formSubmissions?.access ?? collection.access })),
})
