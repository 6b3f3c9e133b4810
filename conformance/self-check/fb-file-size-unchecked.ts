/**
 * A limit not applied: the file field's `maxSize` (the fileSize rule) is never checked, so an
 * oversized file is stored, and its message is never given in any language.
 * @fails FB-34 FB-24
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const { defaultValidationRulesByType } = reference.formBuilderHelpers

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-file-size-unchecked',
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!(
      options.rules?.fileSize ? options : { ...options, rules: { ...options.rules, fileSize: { ...defaultValidationRulesByType.fileSize, validate: () => undefined } } },
    ),
})
