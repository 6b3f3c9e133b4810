/**
 * emailSubmitter with no address throws instead of reporting a skip: the action is recorded as
 * failed (and logged as an error) rather than skipped.
 * @fails FB-32
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { builtInAction } from './support/patch'

type Run = ReturnType<typeof builtInAction>['run']

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    if (options.actions?.emailSubmitter) return reference.formBuilder!(options)
    const emailSubmitter = builtInAction(options, 'emailSubmitter')
    const run: Run = async (args) => {
      const result = (await emailSubmitter.run(args)) as { skipped?: string } | undefined
      if (result?.skipped) throw new Error(`emailSubmitter: ${result.skipped}`)
      return result
    }
    return reference.formBuilder!({
      ...options,
      actions: { ...options.actions, emailSubmitter: { ...emailSubmitter, run } },
    })
  },
})
