/**
 * emailTeam resolves its department when it sends, not from the address frozen at authoring: after
 * the resolver changed, mail goes to the department's new address.
 * @fails FB-31
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { builtInAction } from './support/patch'

type Run = ReturnType<typeof builtInAction>['run']

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    const departments = options.email?.departments
    if (options.actions?.emailTeam || !departments) return reference.formBuilder!(options)
    const emailTeam = builtInAction(options, 'emailTeam')
    const run: Run = async (args) => {
      const live = (
        (await departments({ req: args.req })) as Array<{ id: string; address: string }>
      ).find((entry) => entry.id === args.action.department)
      return emailTeam.run({
        ...args,
        action: { ...args.action, address: live?.address ?? args.action.address },
      })
    }
    return reference.formBuilder!({
      ...options,
      actions: { ...options.actions, emailTeam: { ...emailTeam, run } },
    })
  },
})
