/**
 * Access copied from `forms` onto `form-submissions`: submissions become publicly readable, so
 * anyone can list what others submitted.
 * @fails FB-01
 */

import { selfCheck } from '../support/selfCheck'
import { patchCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  formBuilder: patchCollection('form-submissions', (collection) => ({
    ...collection,
    access: { ...collection.access, read: () => true },
  })),
})
