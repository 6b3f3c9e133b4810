/**
 * The rich text fallback chain cut short: action bodies use the content editor, ignoring
 * `richText.bodyEditor`.
 * @fails FB-12
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-body-editor-ignored',
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!(options.richText ? { ...options, richText: { ...options.richText, bodyEditor: undefined } } : options),
})
