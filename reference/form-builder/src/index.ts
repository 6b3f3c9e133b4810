import type { Config, Field, RichTextAdapterProvider } from 'payload'
import type { ActionDefinition, FieldDefinition, FormBuilderOptions, PollType, SpamOptions, ValidationRule } from './types'
import { buildDefaultActionDefinitions } from './actions/definitions'
import { buildFormsCollection } from './collections/forms'
import { buildSubmissionsCollection } from './collections/formSubmissions'
import { buildDefaultFieldDefinitions } from './fields/definitions'
import { buildDefaultButtonFields } from './fields/labels'
import { buildDefaultOutcomeFields } from './fields/poll'
import { mergeCollection } from './merge'
import { defaultPollTypes } from './pollTypes'
import { defaultValidationRules } from './rules'
import type { FormBuilderRuntime } from './runtime'

type Editor = RichTextAdapterProvider<any, any, any>

/** Registry merge: an entry whose key matches a built-in replaces it wholesale; others are added. */
const mergeRegistry = <T>(builtIns: T[], keyOf: (entry: T) => string, extra: Record<string, Partial<T>> | undefined, keyName: keyof T) => {
  const registry = new Map(builtIns.map((entry) => [keyOf(entry), entry]))
  for (const [key, entry] of Object.entries(extra ?? {})) registry.set(key, { ...entry, [keyName]: key } as T)
  return [...registry.values()]
}

/** Gives every plugin rich text field without its own editor the one the fallback chain picked. */
const withEditor = (fields: Field[], editor: Editor): Field[] =>
  fields.map((field) => {
    if (field.type === 'richText') return field.editor ? field : { ...field, editor }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withEditor(tab.fields, editor) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withEditor(field.fields, editor) } as Field
    return field
  })

/** Points every `validation.rule` select at the final rules registry (host rules become pickable). */
const withRuleOptions = (fields: Field[], rules: string[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'select' && field.name === 'rule') return { ...field, options: rules }
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: withRuleOptions(field.fields, rules) }
    if (field.type === 'array' && field.name === 'validation') return { ...field, fields: withRuleOptions(field.fields, rules) }
    return field
  })

const resolveSpam = (spam: FormBuilderOptions['spam']): Required<SpamOptions> | null => {
  if (!spam) return null
  const options = spam === true ? {} : spam
  return {
    honeypotField: options.honeypotField ?? 'honeypot',
    minFillMs: options.minFillMs ?? 3000,
    mode: options.mode ?? 'flag',
    now: options.now ?? (() => Date.now()),
  }
}

/**
 * Registers `forms` and `form-submissions`. Submissions are validated on the server against the
 * form's fields and rules; actions, events, polls, consent and uploads follow the options.
 */
export const formBuilder =
  (options: FormBuilderOptions = {}) =>
  (config: Config): Config => {
    const localize = options.localizeContent !== false
    const editor = options.richText?.editor ?? config.editor
    const bodyEditor = options.richText?.bodyEditor ?? editor
    if (!editor || !bodyEditor) {
      throw new Error(
        'formBuilder: no rich text editor. Set formBuilder({ richText: { editor: lexicalEditor() } }) or the project-wide `editor` in buildConfig: message content, response messages and action bodies need one.',
      )
    }
    const pollOptions = typeof options.poll === 'object' ? options.poll : {}

    const rules = mergeRegistry<ValidationRule>(defaultValidationRules, (rule) => rule.type, options.rules as any, 'type')
    const ruleNames = rules.map((rule) => rule.type)
    const definitions = mergeRegistry<FieldDefinition>(buildDefaultFieldDefinitions(localize), (d) => d.type, options.fields as any, 'type')
      .filter((definition) => definition.type !== 'file' || options.uploads)
      .map((definition) => ({ ...definition, fields: withEditor(withRuleOptions(definition.fields, ruleNames), editor) }))
    const actions = mergeRegistry<ActionDefinition>(buildDefaultActionDefinitions(localize), (a) => a.slug, options.actions as any, 'slug').map(
      (action) => ({ ...action, fields: withEditor(action.fields, bodyEditor) }),
    )
    const pollTypes = options.poll ? mergeRegistry<PollType>(defaultPollTypes, (type) => type.slug, pollOptions.types as any, 'slug') : null

    const runtime: FormBuilderRuntime = {
      options,
      definitions: Object.fromEntries(definitions.map((definition) => [definition.type, definition])),
      rules: Object.fromEntries(rules.map((rule) => [rule.type, rule])),
      actions: Object.fromEntries(actions.map((action) => [action.slug, action])),
      pollTypes: Object.fromEntries((pollTypes ?? []).map((type) => [type.slug, type])),
      spam: resolveSpam(options.spam),
      uploadsCollection: options.uploads ? ((typeof options.uploads === 'object' && options.uploads.collection) || 'media') : null,
      now: options.now ?? (() => new Date()),
      formCache: new Map(),
    }

    const defaultRedirectFields: Field[] = [
      { name: 'url', type: 'text' },
      ...(options.redirectRelationships?.length
        ? [{ name: 'reference', type: 'relationship', relationTo: options.redirectRelationships, maxDepth: 1 } as Field]
        : []),
    ]
    const forms = buildFormsCollection({
      runtime,
      definitions,
      actions,
      pollTypes,
      localize,
      editor,
      buttons: options.buttons?.fields?.({ defaultFields: buildDefaultButtonFields(localize) }) ?? buildDefaultButtonFields(localize),
      redirectFields: options.response?.redirect?.fields?.({ defaultFields: defaultRedirectFields }) ?? defaultRedirectFields,
      outcomeFields: pollOptions.outcomeFields?.({ defaultFields: buildDefaultOutcomeFields() }) ?? buildDefaultOutcomeFields(),
    })
    const submissions = buildSubmissionsCollection({ showRawFields: Boolean(options.showSubmissionRawFields), spam: Boolean(runtime.spam) })
    const uploadsMissing = runtime.uploadsCollection && !(config.collections ?? []).some((c) => c.slug === runtime.uploadsCollection)
    if (uploadsMissing) {
      throw new Error(`formBuilder: uploads are stored in the host's "${runtime.uploadsCollection}" collection, which this config does not define.`)
    }
    return {
      ...config,
      collections: [
        ...(config.collections ?? []),
        mergeCollection(forms, options.overrides?.forms),
        mergeCollection(submissions, options.overrides?.formSubmissions),
      ],
    }
  }

export default formBuilder

export * from './helpers'
export type * from './types'
