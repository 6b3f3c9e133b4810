/**
 * A limit not applied: the file field's `maxSize` (the fileSize rule) is never checked, so an
 * oversized file is stored, and its message is never given in any language.
 * @fails FB-34 FB-24
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const { defaultValidationRulesByType } = reference.formBuilderHelpers

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!(
      options.rules?.fileSize
        ? options
        : {
            ...options,
            rules: {
              ...options.rules,
              fileSize: { ...defaultValidationRulesByType.fileSize, validate: () => undefined },
            },
          },
    ),
})
