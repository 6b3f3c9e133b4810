/**
 * A default inverted: submission raw fields (locale, values, descriptors, consent, meta) show in
 * the admin unless `showSubmissionRawFields: false`.
 * @fails FB-19
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-raw-fields-shown',
  formBuilder: (options: Record<string, any> = {}) => reference.formBuilder!({ ...options, showSubmissionRawFields: options.showSubmissionRawFields !== false }),
})
