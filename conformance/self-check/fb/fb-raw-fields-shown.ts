/**
 * A default inverted: submission raw fields (locale, values, descriptors, consent, meta) show in
 * the admin unless `showSubmissionRawFields: false`.
 * @fails FB-19
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!({
      ...options,
      showSubmissionRawFields: options.showSubmissionRawFields !== false,
    }),
})
