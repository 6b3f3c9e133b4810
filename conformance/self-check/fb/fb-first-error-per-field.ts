/**
 * Validation stops at a field's first failing rule: a field that breaks two rules is reported
 * once, so the submitter fixes one problem only to meet the next.
 * @fails FB-24
 */
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { patchIntake } from './support/patch'
import { onFailure } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

const firstPerPath =
  (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  onFailure(hook, (error, args) => {
    if (!(error instanceof ValidationError)) throw error
    const errors = error.data.errors.filter((entry, index, all) => all.findIndex((other) => other.path === entry.path) === index)
    throw new ValidationError({ collection: 'form-submissions', errors }, args.req.t)
  })

export default selfCheck(import.meta.url, {
  formBuilder: patchIntake(firstPerPath),
})
