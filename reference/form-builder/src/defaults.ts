import type * as Admin from './exports/admin'
import type { SpamOptions } from './types'

/** Import-map paths of the admin components: a name the package's exports lack fails the type check. */
export const adminComponent = (name: keyof typeof Admin) =>
  `@payload-plugin-suite/form-builder/admin#${name}`

export const FORMS_SLUG = 'forms'

/** Admin settings of the plugin's rich text fields: core's label, in the admin's language (see AdminLanguageLabel). */
export const richTextAdmin = () => ({ components: { Label: adminComponent('AdminLanguageLabel') } })
export const SUBMISSIONS_SLUG = 'form-submissions'

/** Set in `req.context` by the public intake: the one way submissions are created over the API. */
export const INTAKE_CONTEXT_KEY = 'formBuilderIntake'

export const DEFAULT_SPAM: Required<SpamOptions> = {
  honeypotField: 'honeypot',
  minFillMs: 3000,
  mode: 'flag',
  now: Date.now,
}
export const DEFAULT_UPLOADS_COLLECTION = 'media'
export const defaultNow = () => new Date()

/** Why a built-in action was skipped, as actionResults store it (in English); the admin shows it in its own language. */
export const SKIP_REASONS = {
  flagged: 'submission flagged as spam',
  noSubmitterAddress: 'no submitter address',
} as const

/** Forms kept by the per-process form cache (see loadForm); the oldest read goes first. */
export const FORM_CACHE_LIMIT = 500

/** Poll options, counts and consent statements are resolved per request: no proxy may keep them. */
export const NO_STORE = { 'cache-control': 'no-store' }
