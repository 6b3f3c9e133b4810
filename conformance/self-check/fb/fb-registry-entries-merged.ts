/**
 * Registry entries merged over the built-in of the same key instead of replacing it: what the
 * host's entry leaves out is inherited (a replaced emailTeam keeps the built-in's department
 * resolution at authoring).
 * @fails FB-11
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const {
  buildDefaultActionDefinitions,
  buildDefaultFieldDefinitions,
  defaultValidationRulesByType,
} = reference.formBuilderHelpers

const mergeOver = (
  builtIns: Record<string, object>,
  entries: Record<string, object> | undefined,
): Record<string, any> | undefined =>
  entries &&
  Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [key, { ...builtIns[key], ...entry }]),
  )

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    const localize = options.localizeContent !== false
    return reference.formBuilder!({
      ...options,
      fields: mergeOver(
        Object.fromEntries(
          buildDefaultFieldDefinitions(localize).map((definition) => [definition.type, definition]),
        ),
        options.fields,
      ),
      rules: mergeOver(defaultValidationRulesByType, options.rules),
      actions: mergeOver(
        Object.fromEntries(
          buildDefaultActionDefinitions(localize).map((action) => [action.slug, action]),
        ),
        options.actions,
      ),
    })
  },
})
