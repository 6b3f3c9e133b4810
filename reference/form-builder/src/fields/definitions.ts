import type { Field, PayloadRequest } from 'payload'
import { adminComponent, richTextAdmin } from '../defaults'
import { type FormBuilderStringKey, formBuilderT, formBuilderLabel as label } from '../i18n'
import { defaultValidationRules, isValidEmail, ruleOption } from '../rules'
import type { FieldDefinition, FieldValueContext, FormFieldConfig } from '../types'

/** Authoring fields most types share: name, label, width, required and extra validation rules. */
const commonFields = (localize: boolean, { placeholder = false, rules = true } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'name',
        type: 'text',
        label: label('name'),
        required: true,
        admin: { width: '50%' },
        validate: (value: unknown, { req }: { req: PayloadRequest }) =>
          typeof value === 'string' && /^[A-Za-z_][\w-]*$/.test(value)
            ? true
            : formBuilderT(req.t)('nameInvalid'),
      },
      {
        name: 'label',
        type: 'text',
        label: label('label'),
        localized: localize,
        admin: { width: '50%' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'width',
        type: 'number',
        label: label('width'),
        min: 1,
        max: 100,
        admin: { width: '50%', description: label('widthDescription') },
      },
      { name: 'required', type: 'checkbox', label: label('required'), admin: { width: '50%' } },
    ],
  },
  ...(placeholder
    ? [
        {
          name: 'placeholder',
          type: 'text',
          label: label('placeholder'),
          localized: localize,
        } satisfies Field,
      ]
    : []),
  ...(rules ? [validationField()] : []),
]

/** Extra rules on a field; the plugin sets the rule options from the final rules registry. */
export const validationField = (): Field => ({
  name: 'validation',
  type: 'array',
  label: label('validation'),
  labels: { singular: label('validation'), plural: label('validations') },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'rule',
          type: 'select',
          label: label('rule'),
          required: true,
          options: defaultValidationRules.map(ruleOption),
        },
        {
          name: 'value',
          type: 'text',
          label: label('ruleValue'),
          admin: { description: label('ruleValueDescription') },
        },
      ],
    },
  ],
})

/** An option's label and value side by side: in a choice field's options and in a poll's. */
export const optionRow = (localize: boolean): Field => ({
  type: 'row',
  fields: [
    {
      name: 'label',
      type: 'text',
      label: label('optionLabel'),
      localized: localize,
      admin: { width: '50%' },
    },
    {
      name: 'value',
      type: 'text',
      label: label('optionValue'),
      required: true,
      admin: { width: '50%' },
    },
  ],
})

const optionsField = (localize: boolean): Field => ({
  name: 'options',
  type: 'array',
  label: label('options'),
  labels: { singular: label('option'), plural: label('options') },
  minRows: 1,
  fields: [optionRow(localize)],
})

const optionValues = (field: FormFieldConfig) => (field.options ?? []).map((option) => option.value)

const checkOptions = ({ value, field, t }: FieldValueContext) => {
  const values = Array.isArray(value) ? value : [value]
  if (Array.isArray(value) && !field.multiple) return t('option')
  return values.every((item) => optionValues(field).includes(String(item)))
    ? undefined
    : t('option')
}

const describeOptions = (field: FormFieldConfig, value: unknown) => {
  const labels = new Map(
    (field.options ?? []).map((option) => [option.value, option.label ?? option.value]),
  )
  const chosen = (Array.isArray(value) ? value : [value]).map((item) => ({
    value: item,
    label: labels.get(String(item)),
  }))
  return { options: chosen }
}

const textCheck = ({ value, t }: FieldValueContext) =>
  typeof value === 'string' ? undefined : t('text')

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const isCountry = (value: unknown) => {
  // Two capitals are always a well-formed region code, so regionNames.of does not throw on them.
  if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) return false
  // Unassigned codes come back unchanged or as "Unknown Region".
  const name = regionNames.of(value)
  return name !== value && name !== 'Unknown Region'
}

/** A calendar day as YYYY-MM-DD that exists: Date.parse rolls 2030-02-30 over into March. */
const isIsoDate = (value: unknown) => {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false
  const time = Date.parse(value)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/** Types a repeater column may have (the scalar built-ins), with the keys of their labels. */
const COLUMN_TYPE_LABELS = {
  text: 'fieldTypeText',
  textarea: 'fieldTypeTextarea',
  email: 'fieldTypeEmail',
  number: 'fieldTypeNumber',
  date: 'fieldTypeDate',
  checkbox: 'fieldTypeCheckbox',
  country: 'fieldTypeCountry',
} satisfies Record<string, FieldTypeKey>

/** The key of a built-in type's block label; its plural is the same key with `Plural`. */
type FieldTypeKey = Exclude<Extract<FormBuilderStringKey, `fieldType${string}`>, `${string}Plural`>

/** Rules a field's own settings imply: each setting given, as the rule it names, with its value. */
const impliedBy =
  (rules: Record<string, string>) =>
  (field: FormFieldConfig): Array<{ rule: string; value: string }> =>
    Object.entries(rules).flatMap(([setting, rule]) =>
      field[setting] ? [{ rule, value: String(field[setting]) }] : [],
    )

/** Block labels of a built-in type, in the admin's language. */
const labels = (key: FieldTypeKey) => ({ singular: label(key), plural: label(`${key}Plural`) })

/** Built-in field types; `localize` decides whether their content (labels, text) is localized. */
export const buildDefaultFieldDefinitions = (localize = true): FieldDefinition[] => [
  {
    type: 'text',
    labels: labels('fieldTypeText'),
    fields: commonFields(localize, { placeholder: true }),
    check: textCheck,
  },
  {
    type: 'textarea',
    labels: labels('fieldTypeTextarea'),
    fields: commonFields(localize, { placeholder: true }),
    check: textCheck,
  },
  {
    type: 'email',
    labels: labels('fieldTypeEmail'),
    fields: commonFields(localize, { placeholder: true }),
    check: ({ value, t }) => (isValidEmail(value) ? undefined : t('email')),
  },
  {
    type: 'number',
    labels: labels('fieldTypeNumber'),
    fields: commonFields(localize, { placeholder: true }),
    check: ({ value, t }) =>
      value !== '' && value !== null && Number.isFinite(Number(value)) && typeof value !== 'boolean'
        ? undefined
        : t('number'),
    normalize: (value) => Number(value),
  },
  {
    type: 'select',
    labels: labels('fieldTypeSelect'),
    fields: [
      ...commonFields(localize, { placeholder: true }),
      { name: 'multiple', type: 'checkbox', label: label('multiple') },
      optionsField(localize),
    ],
    check: checkOptions,
    describe: describeOptions,
  },
  {
    type: 'radio',
    labels: labels('fieldTypeRadio'),
    fields: [...commonFields(localize), optionsField(localize)],
    check: checkOptions,
    describe: describeOptions,
  },
  {
    type: 'checkbox',
    labels: labels('fieldTypeCheckbox'),
    fields: commonFields(localize),
    check: ({ value, t }) => (typeof value === 'boolean' ? undefined : t('checkbox')),
  },
  {
    type: 'date',
    labels: labels('fieldTypeDate'),
    fields: commonFields(localize),
    check: ({ value, t }) => (isIsoDate(value) ? undefined : t('date')),
  },
  {
    type: 'country',
    labels: labels('fieldTypeCountry'),
    fields: commonFields(localize),
    check: ({ value, t }) => (isCountry(value) ? undefined : t('country')),
    describe: (_field, value) => ({ country: regionNames.of(String(value)) }),
  },
  {
    type: 'message',
    labels: labels('fieldTypeMessage'),
    collectsValue: false,
    fields: [
      {
        name: 'message',
        type: 'richText',
        label: label('message'),
        localized: localize,
        admin: richTextAdmin(),
      },
    ],
  },
  {
    type: 'consent',
    labels: labels('fieldTypeConsent'),
    fields: [
      ...commonFields(localize, { rules: false }),
      {
        name: 'source',
        type: 'text',
        label: label('consentSource'),
        required: true,
        admin: {
          description: label('consentSourceDescription'),
          // A pick from the sources consent.sources knows (free text without that resolver).
          components: { Field: adminComponent('ConsentSourceField') },
        },
      },
    ],
    // true = agreed, false = declined; `required` makes declining fail.
    check: ({ value, t }) => (typeof value === 'boolean' ? undefined : t('consent')),
  },
  {
    type: 'file',
    labels: labels('fieldTypeFile'),
    fields: [
      ...commonFields(localize),
      {
        type: 'row',
        fields: [
          {
            name: 'accept',
            type: 'text',
            label: label('accept'),
            admin: { width: '50%', description: label('acceptDescription') },
          },
          {
            name: 'maxSize',
            type: 'number',
            label: label('maxSize'),
            min: 1,
            admin: { width: '50%', description: label('maxSizeDescription') },
          },
        ],
      },
    ],
    check: ({ value, t }) =>
      value && typeof value === 'object' && 'mimetype' in value ? undefined : t('file'),
    impliedRules: impliedBy({ accept: 'fileType', maxSize: 'fileSize' }),
  },
  {
    type: 'repeater',
    labels: labels('fieldTypeRepeater'),
    fields: [
      ...commonFields(localize, { rules: false }),
      {
        type: 'row',
        fields: [
          {
            name: 'minRows',
            type: 'number',
            label: label('minRows'),
            min: 0,
            admin: { width: '50%' },
          },
          {
            name: 'maxRows',
            type: 'number',
            label: label('maxRows'),
            min: 1,
            admin: { width: '50%' },
          },
        ],
      },
      {
        name: 'columns',
        type: 'array',
        label: label('columns'),
        labels: { singular: label('column'), plural: label('columns') },
        minRows: 1,
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'name', type: 'text', label: label('name'), required: true },
              { name: 'label', type: 'text', label: label('label'), localized: localize },
              {
                name: 'type',
                type: 'select',
                label: label('columnType'),
                defaultValue: 'text',
                options: Object.entries(COLUMN_TYPE_LABELS).map(([value, key]) => ({
                  value,
                  label: label(key),
                })),
              },
              { name: 'required', type: 'checkbox', label: label('required') },
            ],
          },
        ],
      },
    ],
    check: ({ value, t }) =>
      Array.isArray(value) &&
      value.every((row) => row && typeof row === 'object' && !Array.isArray(row))
        ? undefined
        : t('rows'),
    impliedRules: impliedBy({ minRows: 'minLength', maxRows: 'maxLength' }),
  },
  {
    type: 'hidden',
    labels: labels('fieldTypeHidden'),
    fields: [
      { name: 'name', type: 'text', label: label('name'), required: true },
      { name: 'defaultValue', type: 'text', label: label('defaultValue') },
    ],
    check: textCheck,
  },
]

export const defaultFieldDefinitions: FieldDefinition[] = buildDefaultFieldDefinitions(true)

export const defaultFieldDefinitionsByType: Record<string, FieldDefinition> = Object.fromEntries(
  defaultFieldDefinitions.map((definition) => [definition.type, definition]),
)
