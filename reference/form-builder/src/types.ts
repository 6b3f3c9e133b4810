import type {
  CollectionConfig,
  Field,
  LabelFunction,
  Payload,
  PayloadRequest,
  RichTextAdapterProvider,
} from 'payload'

/** Returns the final field array of one seam; receives the plugin's defaults to keep or reorder. */
export type FieldsOverride = (args: { defaultFields: Field[] }) => Field[]

/** A managed collection's override: a fields seam plus any collection key (merged per the rules). */
export type CollectionOverrides = { fields?: FieldsOverride } & Partial<
  Omit<CollectionConfig, 'fields'>
>

/** Localized text as authored: a plain string or a map of locale → string. */
export type LocalizedText = string | Record<string, string>

/** What the form editor shows for a registry entry: text, or a Payload label function (the built-ins follow the admin language). */
export type AdminLabel = LocalizedText | LabelFunction

/** One authored form field, as stored in a form's `fields` blocks. */
export interface FormFieldConfig {
  blockType: string
  id?: string
  name?: string
  label?: string | null
  required?: boolean | null
  width?: number | null
  options?: Array<{ label?: string | null; value: string }> | null
  columns?: Array<{
    name: string
    label?: string | null
    type?: string | null
    required?: boolean | null
  }> | null
  validation?: Array<{ rule: string; value?: string | null; id?: string }> | null
  [key: string]: unknown
}

/** A rule check: the message of the failure, or undefined when the value passes. */
export interface RuleContext {
  value: unknown
  /** The rule's authored parameter (min length, pattern, allowed types...). */
  param?: string | null
  field: FormFieldConfig
  t: Translate
}

export interface ValidationRule {
  /** Registry key; also the value authors pick in a field's validation list. */
  type: string
  label: AdminLabel
  /** Whether the rule runs on empty answers (only `required` does). */
  checksEmpty?: boolean
  validate: (context: RuleContext) => string | undefined
}

export interface FieldValueContext {
  value: unknown
  field: FormFieldConfig
  t: Translate
  req: PayloadRequest
  /** Registry of field definitions, for repeaters whose cells are typed. */
  definitions: Record<string, FieldDefinition>
}

/**
 * A field type: the authoring block and the server-side meaning of its answers. An entry of the
 * `fields` option with the same `type` replaces the built-in wholesale.
 */
export interface FieldDefinition {
  type: string
  labels: { singular: AdminLabel; plural: AdminLabel }
  /** Authoring fields of the block (name, label, required, width... are up to the definition). */
  fields: Field[]
  /** Display-only types (message) collect no answer. */
  collectsValue?: boolean
  /** Type-level check of a non-empty answer (email syntax, option membership...): messages on failure. */
  check?: (context: FieldValueContext) => string | string[] | undefined
  /** Converts an accepted answer into the stored value (numeric strings to numbers...). */
  normalize?: (value: unknown, field: FormFieldConfig) => unknown
  /** Rules the type always applies, before the authored ones (e.g. file type and size from the block). */
  impliedRules?: (field: FormFieldConfig) => Array<{ rule: string; value?: string | null }>
  /** What the answer meant at submit time (option labels...), merged into the descriptor. */
  describe?: (field: FormFieldConfig, value: unknown) => Record<string, unknown>
}

/** What an action receives once the submission is stored. */
export interface ActionContext {
  action: Record<string, unknown> & { blockType: string }
  form: Record<string, any>
  submission: Record<string, any>
  req: PayloadRequest
  payload: Payload
}

export interface ActionDefinition {
  slug: string
  labels: { singular: AdminLabel; plural: AdminLabel }
  fields: Field[]
  /**
   * Runs when a form is saved, before it is stored: resolves what must be frozen at authoring time
   * (emailTeam's department address). Returns error messages keyed by the action's field name.
   */
  prepare?: (args: {
    action: Record<string, unknown>
    previous?: Record<string, unknown>
    req: PayloadRequest
    /** The plugin's options as given (emailTeam reads `email.departments`). */
    options: FormBuilderOptions
  }) => // biome-ignore lint/suspicious/noConfusingVoidType: an async hook that returns nothing has type Promise<void>, which undefined would refuse
  Promise<Record<string, string> | void> | Record<string, string> | void
  /** Return `{ skipped: reason }` when there was nothing to do; throw to record a failure. */
  run: (context: ActionContext) => Promise<unknown> | unknown
}

export interface PollOption {
  value: string
  label?: string
  [key: string]: unknown
}

export interface PollStrategyContext {
  form: Record<string, any>
  options: PollOption[]
  /** Vote counts per option value, computed from stored submissions. */
  counts: Record<string, number>
  req: PayloadRequest
}

/** A poll type; `resolve` (when given) sets the winners as the poll closes. */
export interface PollType {
  slug: string
  label: AdminLabel
  /** Manual-style types let editors pick winners and have no resolve. */
  resolve?: (context: PollStrategyContext) => Promise<string[]> | string[]
}

export interface ConsentSource {
  id: string
  title?: string
  statement?: unknown
  url?: string
}

export interface Department {
  id: string
  name?: string
  address: string
}

export interface FromAddress {
  address: string
  name?: string
}

/** A form-builder event, handed to the sink resolved for the request. */
export interface FormBuilderEvent {
  name: 'submission.created' | 'submission.updated' | 'submission.deleted'
  submissionId: string | number
  formId: string | number | null
  submission: Record<string, any>
  /** Action outcomes of this change (created only). */
  actions?: ActionOutcome[]
  occurredAt: string
}

export type EventSink = (event: FormBuilderEvent) => unknown | Promise<unknown>

export interface ActionOutcome {
  action: string
  /** sent: ran; skipped: nothing to do (flagged submission, no address...); failed: threw. */
  status: 'sent' | 'skipped' | 'failed'
  error?: string
  reason?: string
  at: string
}

type Resolver<Args, Result> = (args: Args & { req: PayloadRequest }) => Result | Promise<Result>

export interface SpamOptions {
  /**
   * Name of the hidden input bots fill in (sent as the body key of the same name).
   * @default 'honeypot'
   */
  honeypotField?: string
  /**
   * Submissions faster than this many milliseconds after `startedAt` are suspicious.
   * @default 3000
   */
  minFillMs?: number
  /**
   * 'reject' answers 400 and stores nothing; 'flag' stores with status flagged.
   * @default 'flag'
   */
  mode?: 'flag' | 'reject'
  /**
   * Injectable clock in epoch milliseconds (tests).
   * @default Date.now
   */
  now?: () => number
}

export interface UploadsOptions {
  /**
   * The host's upload collection, where file answers are stored.
   * @default 'media'
   */
  collection?: string
}

export interface PollPluginOptions {
  /**
   * Poll types by slug; an entry replaces the built-in of that slug wholesale.
   * @default {} (the built-ins only: manual, mostVoted, source)
   */
  types?: Record<string, Omit<PollType, 'slug'> & { slug?: string }>
  /**
   * Options of polls of type `source`, resolved per request.
   * @default undefined (source polls have no options)
   */
  sources?: Resolver<{ form: Record<string, any>; source: string }, PollOption[]>
  /**
   * Final field array of the poll.outcome group.
   * @default the defaultFields (winningValues, resolvedAt)
   */
  outcomeFields?: FieldsOverride
}

export interface FormBuilderOptions {
  /**
   * Honeypot and fill-time checks on intake; `true` uses the defaults of SpamOptions.
   * @default false
   */
  spam?: boolean | SpamOptions
  /**
   * Forms may be polls (votes, results, outcome); `true` uses the defaults of PollPluginOptions.
   * @default false
   */
  poll?: boolean | PollPluginOptions
  /**
   * The `file` field type, its answers stored in the host's upload collection.
   * @default false
   */
  uploads?: boolean | UploadsOptions
  /**
   * Consent, resolver-gated: on once `consent.sources` is given.
   * @default {}
   */
  consent?: {
    /**
     * Consent sources authors pick and visitors read, resolved per request.
     * @default undefined (no consent sources: authored sources are not checked)
     */
    sources?: Resolver<object, ConsentSource[]>
  }
  /**
   * Email actions' resolvers, each gating its check.
   * @default {}
   */
  email?: {
    /**
     * Sender addresses an action's `from` must be one of.
     * @default undefined (any `from` is accepted)
     */
    fromAddresses?: Resolver<object, FromAddress[]>
    /**
     * Departments emailTeam picks from; the address is frozen when the form is saved.
     * @default undefined (emailTeam's address is typed)
     */
    departments?: Resolver<object, Department[]>
  }
  /**
   * The event sink of the request, told of every submission created, updated or deleted.
   * @default undefined (no events)
   */
  events?: Resolver<object, EventSink | undefined | null>
  /**
   * The form's button label fields.
   * @default {}
   */
  buttons?: {
    /**
     * Final submit, next and prev label fields.
     * @default the defaultFields
     */
    fields?: (args: { defaultFields: ButtonFields }) => ButtonFields
  }
  /**
   * The form's response group.
   * @default {}
   */
  response?: {
    /**
     * The response's redirect group.
     * @default {}
     */
    redirect?: {
      /**
       * Final field array of the response.redirect group.
       * @default url, plus reference when redirectRelationships is set
       */
      fields?: FieldsOverride
    }
  }
  /**
   * Overrides of the managed collections.
   * @default {}
   */
  overrides?: {
    /**
     * Merged into the forms collection (see mergeCollection).
     * @default {}
     */
    forms?: CollectionOverrides
    /**
     * Merged into the form-submissions collection (see mergeCollection).
     * @default {}
     */
    formSubmissions?: CollectionOverrides
  }
  /**
   * Field types by type; an entry replaces the built-in of that type wholesale.
   * @default {} (the built-ins only)
   */
  fields?: Record<string, Omit<FieldDefinition, 'type'> & { type?: string }>
  /**
   * Validation rules by type; an entry replaces the built-in of that type wholesale.
   * @default {} (the built-ins only)
   */
  rules?: Record<string, Omit<ValidationRule, 'type'> & { type?: string }>
  /**
   * Actions by slug; an entry replaces the built-in of that slug wholesale.
   * @default {} (the built-ins only: emailTeam, emailSubmitter)
   */
  actions?: Record<string, Omit<ActionDefinition, 'slug'> & { slug?: string }>
  /**
   * Content-bearing config fields are `localized: true`.
   * @default true
   */
  localizeContent?: boolean
  /**
   * Editors of the plugin's rich text fields.
   * @default {}
   */
  richText?: {
    /**
     * Editor of every plugin rich text field (message content, response message, action bodies).
     * @default the project's `editor`
     */
    editor?: RichTextAdapterProvider<any, any, any>
    /**
     * Editor of action body fields only.
     * @default richText.editor
     */
    bodyEditor?: RichTextAdapterProvider<any, any, any>
  }
  /**
   * Show the raw submission fields (locale, values, descriptors, consent, meta) in the admin.
   * @default false
   */
  showSubmissionRawFields?: boolean
  /**
   * Collections the redirect `reference` may point at.
   * @default [] (no reference field)
   */
  redirectRelationships?: string[]
  /**
   * Store the submitter's IP and user agent in meta.
   * @default false
   */
  captureClientInfo?: boolean
  /**
   * Injectable clock for stamps (tests).
   * @default () => new Date()
   */
  now?: () => Date
}

/**
 * The options as formBuilder() resolved them, once per config: the collection, hook, endpoint and
 * action builders receive it by closure.
 */
export interface ResolvedFormBuilder {
  /** The options as given: resolvers that need no default are read from here. */
  options: FormBuilderOptions
  localize: boolean
  /** The editor the fallback chain picked for content (message blocks, response messages). */
  editor: RichTextAdapterProvider<any, any, any>
  /** Registries by type or slug, built-ins merged with the options' entries. */
  definitions: Record<string, FieldDefinition>
  rules: Record<string, ValidationRule>
  actions: Record<string, ActionDefinition>
  /** Null when polls are off. */
  pollTypes: Record<string, PollType> | null
  pollSources: PollPluginOptions['sources']
  buttons: ButtonFields
  redirectFields: Field[]
  outcomeFields: Field[]
  /** Null when spam checks are off. */
  spam: Required<SpamOptions> | null
  /** Null when uploads are off. */
  uploadsCollection: string | null
  now: () => Date
  /** Forms by id and locale, with the updatedAt they were read at (see loadForm); one per process. */
  formCache: Map<string, { updatedAt: unknown; form: Record<string, any> }>
}

export interface ButtonFields {
  submit: Field
  next: Field
  prev: Field
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string
