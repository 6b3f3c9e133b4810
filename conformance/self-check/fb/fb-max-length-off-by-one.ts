/**
 * An off-by-one in a built-in rule: maxLength lets one more character (or repeater row) through
 * than its limit.
 * @fails FB-24 FB-28
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const { defaultValidationRulesByType } = reference.formBuilderHelpers
const maxLength = defaultValidationRulesByType.maxLength!

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!(
      options.rules?.maxLength
        ? options
        : {
            ...options,
            rules: {
              ...options.rules,
              maxLength: {
                ...maxLength,
                validate: (args: Parameters<typeof maxLength.validate>[0]) =>
                  maxLength.validate({ ...args, param: String(Number(args.param) + 1) }),
              },
            },
          },
    ),
})
