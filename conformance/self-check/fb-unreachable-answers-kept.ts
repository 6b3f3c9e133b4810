/**
 * Flow forms skip the checks of unreachable steps but keep their answers: a value sent for a field
 * on a step the submitter could not reach is stored as sent.
 * @fails FB-27
 */
import type { CollectionBeforeValidateHook } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchIntake } from './fb-support/patch'

const keepSent =
  (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  async (args) => {
    const sent = args.data?.values
    const data = await hook(args)
    if (data && sent && typeof sent === 'object' && !Array.isArray(sent)) data.values = { ...sent, ...data.values }
    return data
  }

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-unreachable-answers-kept',
  formBuilder: patchIntake(keepSent),
})
