/**
 * The rich text fallback chain cut short: action bodies use the content editor, ignoring
 * `richText.bodyEditor`.
 * @fails FB-12
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!(
      options.richText
        ? { ...options, richText: { ...options.richText, bodyEditor: undefined } }
        : options,
    ),
})
