import { type Config, deepMergeSimple } from 'payload'
import { buildSubmissionsCollection } from './collections/formSubmissions'
import { buildFormsCollection } from './collections/forms'
import { keepValidationErrorsAfterError } from './hooks/intake'
import { translations } from './i18n'
import { mergeCollection } from './merge'
import { resolveOptions } from './options'
import type { FormBuilderOptions } from './types'

/**
 * Registers `forms` and `form-submissions`. Submissions are validated on the server against the
 * form's fields and rules; actions, events, polls, consent and uploads follow the options.
 */
export const formBuilder =
  (options: FormBuilderOptions = {}) =>
  (config: Config): Config => {
    const resolved = resolveOptions(options, config)
    return {
      ...config,
      collections: [
        ...(config.collections ?? []),
        mergeCollection(buildFormsCollection(resolved), options.overrides?.forms),
        mergeCollection(buildSubmissionsCollection(resolved), options.overrides?.formSubmissions),
      ],
      hooks: {
        ...config.hooks,
        afterError: [...(config.hooks?.afterError ?? []), keepValidationErrorsAfterError],
      },
      // The project's own entries win, so any string can be overridden (as Payload's official plugins do).
      i18n: {
        ...config.i18n,
        translations: deepMergeSimple(translations, config.i18n?.translations ?? {}),
      },
    }
  }

export default formBuilder

export * from './helpers'
export { translations as formBuilderTranslations } from './i18n'
export type * from './types'
