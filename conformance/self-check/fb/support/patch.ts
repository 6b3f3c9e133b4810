import type {
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  Config,
  Field,
  PayloadHandler,
} from 'payload'
import reference from '../../../../reference'

/**
 * Shared by the FB self-checks (not one itself: the runner reads only the folder's own files).
 * Each builds the reference formBuilder and changes one part of the Config it returns, the way a
 * fork's plugin would differ.
 */

type Options = Record<string, any>
type Slug = 'forms' | 'form-submissions'

/** The reference formBuilder with `patch` applied to one managed collection of the Config it returns. */
export const patchCollection =
  (slug: Slug, patch: (collection: CollectionConfig, options: Options) => CollectionConfig) =>
  (options: Options = {}) =>
  async (config: Config): Promise<Config> => {
    const built = await reference.formBuilder!(options)(config)
    return {
      ...built,
      collections: built.collections?.map((collection) =>
        collection.slug === slug ? patch(collection, options) : collection,
      ),
    }
  }

const mapNamed = (fields: Field[], name: string, patch: (field: Field) => Field): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: mapNamed(tab.fields, name, patch) })),
      }
    return 'name' in field && field.name === name ? patch(field) : field
  })

/** Changes the top-level (or tab) field `name` of a managed collection. */
export const patchField = (slug: Slug, name: string, patch: (field: Field) => Field) =>
  patchCollection(slug, (collection) => ({
    ...collection,
    fields: mapNamed(collection.fields, name, patch),
  }))

/** Wraps the handler of the forms endpoint at `path`. */
export const patchFormsEndpoint = (
  path: string,
  wrap: (handler: PayloadHandler) => PayloadHandler,
) =>
  patchCollection('forms', (collection) => ({
    ...collection,
    endpoints: (collection.endpoints || []).map((endpoint) =>
      endpoint.path === path ? { ...endpoint, handler: wrap(endpoint.handler) } : endpoint,
    ),
  }))

/** Wraps the plugin's own form-submissions beforeValidate hooks (spam guard, validator); the consumer's stay as they are. */
export const patchIntake = (
  wrap: (hook: CollectionBeforeValidateHook) => CollectionBeforeValidateHook,
) =>
  patchCollection('form-submissions', (collection, options) => {
    const consumer: unknown[] = options.overrides?.formSubmissions?.hooks?.beforeValidate ?? []
    const beforeValidate = (collection.hooks?.beforeValidate ?? []).map((hook) =>
      consumer.includes(hook) ? hook : wrap(hook),
    )
    return { ...collection, hooks: { ...collection.hooks, beforeValidate } }
  })

/** Wraps the plugin's poll outcome check: the forms beforeChange hook after authoring and poll closing. */
export const patchPollOutcome = (
  wrap: (hook: CollectionBeforeChangeHook) => CollectionBeforeChangeHook,
) =>
  patchCollection('forms', (collection) => {
    const beforeChange = (collection.hooks?.beforeChange ?? []).map((hook, index) =>
      index === 2 ? wrap(hook) : hook,
    )
    return { ...collection, hooks: { ...collection.hooks, beforeChange } }
  })

/** A built-in action definition as the plugin would build it for these options. */
export const builtInAction = (options: Options, slug: string) =>
  reference.formBuilderHelpers
    .buildDefaultActionDefinitions(options.localizeContent !== false)
    .find((action) => action.slug === slug)!
