/**
 * An unknown submission locale silently replaced by the request's (default) locale instead of a
 * 400: the submission is stored as if it were English.
 * @fails FB-26
 */
import type { CollectionBeforeValidateHook } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchIntake } from './support/patch'

const fallBackToDefault =
  (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  (args) => {
    const codes = args.req.payload.config.localization
      ? args.req.payload.config.localization.localeCodes
      : []
    if (args.data?.locale !== undefined && !codes.includes(args.data.locale))
      delete args.data.locale
    return hook(args)
  }

export default selfCheck(import.meta.url, {
  formBuilder: patchIntake(fallBackToDefault),
})
