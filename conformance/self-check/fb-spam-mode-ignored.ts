/**
 * The spam guard's `mode` not applied: every suspicious submission is flagged and stored, even
 * when the host asked for `reject`.
 * @fails FB-29
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-spam-mode-ignored',
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!(options.spam && typeof options.spam === 'object' ? { ...options, spam: { ...options.spam, mode: undefined } } : options),
})
