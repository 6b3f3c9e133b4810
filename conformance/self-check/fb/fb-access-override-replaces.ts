/**
 * An override's `access` replaces the plugin's access wholesale instead of being merged over it:
 * the operations the override does not name fall back to Payload's default (logged-in users only),
 * so anonymous visitors can no longer submit.
 * @fails FB-06
 */

import { selfCheck } from '../support/selfCheck'
import { patchCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  formBuilder: patchCollection('form-submissions', (collection, options) => ({
    ...collection,
    access: options.overrides?.formSubmissions?.access ?? collection.access,
  })),
})
