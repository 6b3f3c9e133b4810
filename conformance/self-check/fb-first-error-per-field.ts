/**
 * Validation stops at a field's first failing rule: a field that breaks two rules is reported
 * once, so the submitter fixes one problem only to meet the next.
 * @fails FB-24
 */
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchIntake } from './fb-support/patch'

const firstPerPath =
  (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  async (args) => {
    try {
      return await hook(args)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const errors = error.data.errors.filter((entry, index, all) => all.findIndex((other) => other.path === entry.path) === index)
      throw new ValidationError({ collection: 'form-submissions', errors }, args.req.t)
    }
  }

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-first-error-per-field',
  formBuilder: patchIntake(firstPerPath),
})
