import type { Field, FieldHook, LabelFunction, Tab, Validate } from 'payload'
import { adminComponent, NO_LIST_COLUMN } from '../defaults'
import { type AdminWikiStringKey, adminWikiLabel } from '../i18n'
import { kindOfKey, runtimeTargets, type TargetIndex } from '../targets'
import type { ResolvedAdminWikiOptions, TargetKind } from '../types'

/** The stored targets of a guide: every target key, whatever its kind. */
export const TARGET_KEYS_FIELD = 'targetKeys'

/** Each picker's label key: the picker component labels itself in the reader's language (TargetPicker). */
export const PICKER_LABEL_KEYS: Record<TargetKind, AdminWikiStringKey> = {
  block: 'pages.targetBlocks',
  collection: 'pages.targetCollections',
  custom: 'pages.targetCustom',
  field: 'pages.targetFields',
  global: 'pages.targetGlobals',
}

/** One picker per kind; each is a virtual select whose options are the targets of that kind. */
export const TARGET_PICKERS: Array<{ name: string; kind: TargetKind; label: LabelFunction }> = [
  {
    name: 'targetCollections',
    kind: 'collection',
    label: adminWikiLabel(PICKER_LABEL_KEYS.collection),
  },
  { name: 'targetGlobals', kind: 'global', label: adminWikiLabel(PICKER_LABEL_KEYS.global) },
  { name: 'targetFields', kind: 'field', label: adminWikiLabel(PICKER_LABEL_KEYS.field) },
  { name: 'targetBlocks', kind: 'block', label: adminWikiLabel(PICKER_LABEL_KEYS.block) },
  { name: 'targetCustom', kind: 'custom', label: adminWikiLabel(PICKER_LABEL_KEYS.custom) },
]

type Options = Pick<ResolvedAdminWikiOptions, 'customTargets' | 'exclude' | 'slugs'>

/**
 * A new target must resolve against the running config; a target already stored may stay (an
 * orphan is listed by orphaned-targets until an editor removes it, and never blocks other edits).
 */
const validateTargets =
  (options: Options, kind?: TargetKind): Validate =>
  (value, { previousValue, req }) => {
    if (value === null || value === undefined) return true
    if (!Array.isArray(value)) return 'Targets must be a list of target keys.'
    const valid = runtimeTargets(req.payload.config, options).keys
    const kept = new Set(Array.isArray(previousValue) ? (previousValue as string[]) : [])
    const wrongKind = kind ? value.filter((key) => kindOfKey(String(key)) !== kind) : []
    if (wrongKind.length) return `Not ${kind} targets: ${wrongKind.join(', ')}.`
    const unknown = value.filter(
      (key) => typeof key !== 'string' || (!valid.has(key) && !kept.has(key)),
    )
    return unknown.length ? `Unknown or excluded targets: ${unknown.join(', ')}.` : true
  }

const readPicker =
  (kind: TargetKind): FieldHook =>
  ({ siblingData, value }) => {
    const stored = (siblingData as Record<string, unknown>)[TARGET_KEYS_FIELD]
    return Array.isArray(stored) ? stored.filter((key: string) => kindOfKey(key) === kind) : value
  }

/** Pickers written in this request replace the stored keys of their kind; other kinds are kept. */
const syncTargetKeys: FieldHook = ({ previousValue, siblingData, value }) => {
  const incoming = TARGET_PICKERS.filter(
    (picker) => (siblingData as Record<string, unknown>)[picker.name] !== undefined,
  )
  if (!incoming.length) return value
  const replaced = new Set(incoming.map((picker) => picker.kind))
  const base: string[] = Array.isArray(value)
    ? value
    : Array.isArray(previousValue)
      ? previousValue
      : []
  const keys = base.filter((key) => !replaced.has(kindOfKey(key) as TargetKind))
  for (const picker of incoming) {
    const picked = (siblingData as Record<string, unknown>)[picker.name]
    if (Array.isArray(picked)) keys.push(...(picked as string[]))
  }
  return [...new Set(keys)]
}

const pickersIn = (index: TargetIndex) =>
  TARGET_PICKERS.filter((picker) => index.byKind[picker.kind].length > 0)

/** Outside the tabs (always mounted): fills the picker of `?wikiTarget=<key>` on a new guide. */
export const buildTargetPrefillField = (index: TargetIndex): Field => ({
  name: 'wikiTargetPrefill',
  type: 'ui',
  admin: {
    ...NO_LIST_COLUMN,
    components: {
      Field: {
        path: adminComponent('TargetPrefill'),
        clientProps: {
          pickers: Object.fromEntries(pickersIn(index).map((picker) => [picker.kind, picker.name])),
        },
      },
    },
  },
})

export const buildTargetsTab = (index: TargetIndex, options: Options): Tab => ({
  label: adminWikiLabel('pages.targetsTab'),
  fields: [
    ...pickersIn(index).map(
      (picker): Field => ({
        name: picker.name,
        type: 'select',
        label: picker.label,
        hasMany: true,
        // Virtual: the stored truth is targetKeys; a virtual field is read-only unless told otherwise.
        virtual: true,
        admin: {
          readOnly: false,
          components: {
            Field: {
              path: adminComponent('TargetPicker'),
              clientProps: {
                kind: picker.kind,
                targets: index.byKind[picker.kind].map((target) => ({
                  value: target.key,
                  labels: target.labels,
                })),
              },
            },
          },
        },
        options: index.byKind[picker.kind].map((target) => ({
          label: target.label,
          value: target.key,
        })),
        validate: validateTargets(options, picker.kind),
        hooks: { afterRead: [readPicker(picker.kind)] },
      }),
    ),
    {
      name: TARGET_KEYS_FIELD,
      type: 'text',
      label: adminWikiLabel('pages.targetKeys'),
      hasMany: true,
      index: true,
      admin: { readOnly: true, description: adminWikiLabel('pages.targetKeysDescription') },
      validate: validateTargets(options),
      hooks: { beforeChange: [syncTargetKeys] },
    },
  ],
})

export const storedTargets = (doc: Record<string, unknown>): string[] =>
  Array.isArray(doc[TARGET_KEYS_FIELD]) ? (doc[TARGET_KEYS_FIELD] as string[]) : []
