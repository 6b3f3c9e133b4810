import type { SpamOptions } from './types'

export const FORMS_SLUG = 'forms'
export const SUBMISSIONS_SLUG = 'form-submissions'

export const DEFAULT_SPAM: Required<SpamOptions> = { honeypotField: 'honeypot', minFillMs: 3000, mode: 'flag', now: Date.now }
export const DEFAULT_UPLOADS_COLLECTION = 'media'
export const defaultNow = () => new Date()

/** Forms kept by the per-process form cache (see loadForm); the oldest read goes first. */
export const FORM_CACHE_LIMIT = 500

/** Poll options, counts and consent statements are resolved per request: no proxy may keep them. */
export const NO_STORE = { 'cache-control': 'no-store' }
