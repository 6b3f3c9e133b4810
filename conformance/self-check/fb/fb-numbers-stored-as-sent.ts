/**
 * Answers checked but not normalized: a number answer passes the number check and is stored as the
 * string that was sent ("12.5"), in a number field and in a repeater's number column.
 * @fails FB-23 FB-28
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const { buildDefaultFieldDefinitions } = reference.formBuilderHelpers

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    if (options.fields?.number) return reference.formBuilder!(options)
    const number = buildDefaultFieldDefinitions(options.localizeContent !== false).find(
      (definition) => definition.type === 'number',
    )!
    return reference.formBuilder!({
      ...options,
      fields: { ...options.fields, number: { ...number, normalize: undefined } },
    })
  },
})
