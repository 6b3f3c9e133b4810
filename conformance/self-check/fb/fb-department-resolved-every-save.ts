/**
 * emailTeam's department address re-resolved on every save instead of frozen: saving the form
 * again after the resolver changed moves its mail to the new address.
 * @fails FB-22
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { builtInAction } from './support/patch'

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    if (options.actions?.emailTeam) return reference.formBuilder!(options)
    const emailTeam = builtInAction(options, 'emailTeam')
    return reference.formBuilder!({
      ...options,
      actions: {
        ...options.actions,
        emailTeam: {
          ...emailTeam,
          prepare: (args: Parameters<NonNullable<typeof emailTeam.prepare>>[0]) =>
            emailTeam.prepare!({ ...args, previous: undefined }),
        },
      },
    })
  },
})
