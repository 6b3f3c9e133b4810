/**
 * A server-owned field left writable: `meta` has no create access of its own, so what a caller
 * sends as meta is merged into the stored one.
 * @fails FB-25
 */
import type { Field } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchField } from './support/patch'

export default selfCheck(import.meta.url, {
  formBuilder: patchField(
    'form-submissions',
    'meta',
    (field) => ({ ...field, access: undefined }) as Field,
  ),
})
