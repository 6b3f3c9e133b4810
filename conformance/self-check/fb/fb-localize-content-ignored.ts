/**
 * `localizeContent: false` accepted but not applied: content fields stay localized, so a value
 * written in one locale is missing in the others.
 * @fails FB-09
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!({ ...options, localizeContent: undefined }),
})
