/**
 * A second vote under onePerSubmitter answered as a validation error (400) instead of a conflict
 * (409).
 * @fails FB-35
 */
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { onFailure } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchIntake } from './support/patch'

const conflictAs400 = (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  onFailure(hook, (error, args) => {
    if ((error as { status?: number }).status !== 409) throw error
    throw new ValidationError(
      {
        collection: 'form-submissions',
        errors: [{ path: 'values.vote', message: (error as Error).message }],
      },
      args.req.t,
    )
  })

export default selfCheck(import.meta.url, {
  formBuilder: patchIntake(conflictAs400),
})
