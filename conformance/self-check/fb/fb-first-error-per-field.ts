/**
 * Validation stops at a field's first failing rule: a field that breaks two rules is reported
 * once, so the submitter fixes one problem only to meet the next.
 * @fails FB-24
 */
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { onFailure } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchIntake } from './support/patch'

const firstPerPath = (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  onFailure(hook, (error, args) => {
    if (!(error instanceof ValidationError)) throw error
    const errors = error.data.errors.filter(
      (entry, index, all) => all.findIndex((other) => other.path === entry.path) === index,
    )
    throw new ValidationError({ collection: 'form-submissions', errors }, args.req.t)
  })

export default selfCheck(import.meta.url, {
  formBuilder: patchIntake(firstPerPath),
})
