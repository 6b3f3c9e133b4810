import type { Config, Field, Option, RichTextAdapterProvider } from 'payload'
import { buildDefaultActionDefinitions } from './actions/definitions'
import { DEFAULT_SPAM, DEFAULT_UPLOADS_COLLECTION, defaultNow } from './defaults'
import { invalidOption } from './errors'
import { buildDefaultFieldDefinitions } from './fields/definitions'
import { buildDefaultButtonFields } from './fields/labels'
import { buildDefaultOutcomeFields } from './fields/poll'
import { formBuilderLabel } from './i18n'
import { defaultPollTypes } from './pollTypes'
import { defaultValidationRules, ruleOption } from './rules'
import type {
  ActionDefinition,
  FieldDefinition,
  FormBuilderOptions,
  PollType,
  ResolvedFormBuilder,
  ValidationRule,
} from './types'

type Editor = RichTextAdapterProvider<any, any, any>

/** Registry merge: an entry whose key matches a built-in replaces it wholesale; others are added. */
const mergeRegistry = <T>(
  builtIns: T[],
  keyName: keyof T,
  extra: Record<string, Partial<T>> | undefined,
): Record<string, T> => {
  const registry: Record<string, T> = Object.fromEntries(
    builtIns.map((entry) => [entry[keyName], entry]),
  )
  for (const [key, entry] of Object.entries(extra ?? {}))
    registry[key] = { ...entry, [keyName]: key } as T
  return registry
}

const mapValues = <T>(registry: Record<string, T>, map: (entry: T) => T) =>
  Object.fromEntries(Object.entries(registry).map(([key, entry]) => [key, map(entry)]))

/** Gives every plugin rich text field without its own editor the one the fallback chain picked. */
const withEditor = (fields: Field[], editor: Editor): Field[] =>
  fields.map((field) => {
    if (field.type === 'richText') return field.editor ? field : { ...field, editor }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withEditor(tab.fields, editor) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withEditor(field.fields, editor) } as Field
    return field
  })

/** Points every `validation.rule` select at the final rules registry (host rules become pickable), by label. */
const withRuleOptions = (fields: Field[], rules: Option[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'select' && field.name === 'rule') return { ...field, options: rules }
    if (field.type === 'row' || field.type === 'collapsible')
      return { ...field, fields: withRuleOptions(field.fields, rules) }
    if (field.type === 'array' && field.name === 'validation')
      return { ...field, fields: withRuleOptions(field.fields, rules) }
    return field
  })

/**
 * With departments to pick from, the built-in emailTeam needs one (its `prepare` refuses none): also
 * a field-level requirement, so the editor marks the field required and checks it before a save.
 */
const withDepartmentRequired = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'text' && field.name === 'department')
      return { ...field, required: true } as Field
    if (field.type === 'row') return { ...field, fields: withDepartmentRequired(field.fields) }
    return field
  })

/** Every option with its default, the registries merged and checked against the config, once per config. */
export const resolveOptions = (
  options: FormBuilderOptions,
  config: Config,
): ResolvedFormBuilder => {
  const localize = options.localizeContent !== false
  const editor = options.richText?.editor ?? config.editor
  if (!editor) {
    throw invalidOption(
      'richText.editor',
      'is required: set formBuilder({ richText: { editor: lexicalEditor() } }) or the project-wide `editor` in buildConfig — message content, response messages and action bodies need one.',
    )
  }
  const bodyEditor = options.richText?.bodyEditor ?? editor
  const uploadsCollection = options.uploads
    ? (typeof options.uploads === 'object' && options.uploads.collection) ||
      DEFAULT_UPLOADS_COLLECTION
    : null
  if (
    uploadsCollection &&
    !(config.collections ?? []).some((collection) => collection.slug === uploadsCollection)
  ) {
    throw invalidOption(
      'uploads.collection',
      `"${uploadsCollection}" is not a collection of this config: file answers are stored there.`,
    )
  }
  const pollOptions = typeof options.poll === 'object' ? options.poll : {}
  const spam = options.spam === true ? {} : options.spam || null

  const rules = mergeRegistry<ValidationRule>(defaultValidationRules, 'type', options.rules as any)
  const ruleOptions = Object.values(rules).map(ruleOption)
  const definitions = mergeRegistry<FieldDefinition>(
    buildDefaultFieldDefinitions(localize),
    'type',
    options.fields as any,
  )
  if (!options.uploads) delete definitions.file
  const defaultRedirectFields: Field[] = [
    { name: 'url', type: 'text', label: formBuilderLabel('url') },
    ...(options.redirectRelationships?.length
      ? [
          {
            name: 'reference',
            type: 'relationship',
            label: formBuilderLabel('reference'),
            relationTo: options.redirectRelationships,
            maxDepth: 1,
          } as Field,
        ]
      : []),
  ]
  return {
    options,
    localize,
    editor,
    definitions: mapValues(definitions, (definition) => ({
      ...definition,
      fields: withEditor(withRuleOptions(definition.fields, ruleOptions), editor),
    })),
    rules,
    actions: mapValues(
      mergeRegistry<ActionDefinition>(
        buildDefaultActionDefinitions(localize),
        'slug',
        options.actions as any,
      ),
      (action) => ({
        ...action,
        fields: withEditor(
          action.slug === 'emailTeam' && options.email?.departments && !options.actions?.emailTeam
            ? withDepartmentRequired(action.fields)
            : action.fields,
          bodyEditor,
        ),
      }),
    ),
    pollTypes: options.poll
      ? mergeRegistry<PollType>(defaultPollTypes, 'slug', pollOptions.types as any)
      : null,
    pollSources: pollOptions.sources,
    buttons:
      options.buttons?.fields?.({ defaultFields: buildDefaultButtonFields(localize) }) ??
      buildDefaultButtonFields(localize),
    redirectFields:
      options.response?.redirect?.fields?.({ defaultFields: defaultRedirectFields }) ??
      defaultRedirectFields,
    outcomeFields:
      pollOptions.outcomeFields?.({ defaultFields: buildDefaultOutcomeFields() }) ??
      buildDefaultOutcomeFields(),
    spam: spam && {
      honeypotField: spam.honeypotField ?? DEFAULT_SPAM.honeypotField,
      minFillMs: spam.minFillMs ?? DEFAULT_SPAM.minFillMs,
      mode: spam.mode ?? DEFAULT_SPAM.mode,
      now: spam.now ?? DEFAULT_SPAM.now,
    },
    uploadsCollection,
    now: options.now ?? defaultNow,
    formCache: new Map(),
  }
}
