/**
 * The submit button label stored once for all locales (its field not `localized`), while the next
 * and previous labels are: a German label overwrites the English one.
 * @fails FB-08
 */
import type { Field } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchField } from './support/patch'

export default selfCheck(import.meta.url, {
  formBuilder: patchField(
    'forms',
    'submitLabel',
    (field) => ({ ...field, localized: false }) as Field,
  ),
})
