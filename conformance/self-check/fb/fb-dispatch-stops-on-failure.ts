/**
 * The dispatch stops at the first failing action: actions after a throwing one do not run in that
 * request (each is recorded as failed without running).
 * @fails FB-33
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const { buildDefaultActionDefinitions } = reference.formBuilderHelpers
type Definition = ReturnType<typeof buildDefaultActionDefinitions>[number]
const FAILED = 'selfCheckActionFailed'

const stopAfterFailure = (definition: Definition): Definition => ({
  ...definition,
  run: async (args) => {
    if (args.req.context[FAILED]) throw new Error('not run: an earlier action failed')
    try {
      return await definition.run(args)
    } catch (error) {
      args.req.context[FAILED] = true
      throw error
    }
  },
})

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    const builtIns = Object.fromEntries(
      buildDefaultActionDefinitions(options.localizeContent !== false).map((action) => [
        action.slug,
        action,
      ]),
    )
    const all = { ...builtIns, ...(options.actions as Record<string, Definition> | undefined) }
    return reference.formBuilder!({
      ...options,
      actions: Object.fromEntries(
        Object.entries(all).map(([slug, definition]) => [
          slug,
          stopAfterFailure({ ...definition, slug }),
        ]),
      ),
    })
  },
})
