/**
 * The spam guard's `mode` not applied: every suspicious submission is flagged and stored, even
 * when the host asked for `reject`.
 * @fails FB-29
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!(
      options.spam && typeof options.spam === 'object'
        ? { ...options, spam: { ...options.spam, mode: undefined } }
        : options,
    ),
})
