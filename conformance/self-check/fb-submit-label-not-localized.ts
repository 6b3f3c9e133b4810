/**
 * The submit button label stored once for all locales (its field not `localized`), while the next
 * and previous labels are: a German label overwrites the English one.
 * @fails FB-08
 */
import type { Field } from 'payload'
import { patchField } from './fb-support/patch'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-submit-label-not-localized',
  formBuilder: patchField('forms', 'submitLabel', (field) => ({ ...field, localized: false }) as Field),
})
