/**
 * Flow forms skip the checks of unreachable steps but keep their answers: a value sent for a field
 * on a step the submitter could not reach is stored as sent.
 * @fails FB-27
 */
import type { CollectionBeforeValidateHook } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchIntake } from './support/patch'

const keepSent =
  (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  async (args) => {
    const sent = args.data?.values
    const data = await hook(args)
    if (data && sent && typeof sent === 'object' && !Array.isArray(sent))
      data.values = { ...sent, ...data.values }
    return data
  }

export default selfCheck(import.meta.url, {
  formBuilder: patchIntake(keepSent),
})
