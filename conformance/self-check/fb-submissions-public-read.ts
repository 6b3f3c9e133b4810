/**
 * Access copied from `forms` onto `form-submissions`: submissions become publicly readable, so
 * anyone can list what others submitted.
 * @fails FB-01
 */
import { patchCollection } from './fb-support/patch'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-submissions-public-read',
  formBuilder: patchCollection('form-submissions', (collection) => ({ ...collection, access: { ...collection.access, read: () => true } })),
})
