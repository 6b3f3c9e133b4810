/**
 * A server-owned field left writable: `meta` has no create access of its own, so what a caller
 * sends as meta is merged into the stored one.
 * @fails FB-25
 */
import type { Field } from 'payload'
import { patchField } from './fb-support/patch'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-meta-writable',
  formBuilder: patchField('form-submissions', 'meta', (field) => ({ ...field, access: undefined }) as Field),
})
