import type { Field } from 'payload'
import type { FieldDefinition, FieldValueContext, FormFieldConfig } from '../types'
import { defaultValidationRules, isValidEmail, ruleOption } from '../rules'

/** Authoring fields most types share: name, label, width, required and extra validation rules. */
const commonFields = (localize: boolean, { placeholder = false, rules = true } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        admin: { width: '50%' },
        validate: (value: unknown) =>
          typeof value === 'string' && /^[A-Za-z_][\w-]*$/.test(value) ? true : 'Use letters, digits, - or _ (starting with a letter).',
      },
      { name: 'label', type: 'text', localized: localize, admin: { width: '50%' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'width', type: 'number', min: 1, max: 100, admin: { width: '50%', description: 'Percent of the row.' } },
      { name: 'required', type: 'checkbox', admin: { width: '50%' } },
    ],
  },
  ...(placeholder ? [{ name: 'placeholder', type: 'text', localized: localize } satisfies Field] : []),
  ...(rules ? [validationField()] : []),
]

/** Extra rules on a field; the plugin sets the rule options from the final rules registry. */
export const validationField = (): Field => ({
  name: 'validation',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'rule', type: 'select', required: true, options: defaultValidationRules.map(ruleOption) },
        { name: 'value', type: 'text', admin: { description: 'Parameter: a length, a number, a pattern, a comma-separated list.' } },
      ],
    },
  ],
})

const optionsField = (localize: boolean): Field => ({
  name: 'options',
  type: 'array',
  minRows: 1,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', localized: localize, admin: { width: '50%' } },
        { name: 'value', type: 'text', required: true, admin: { width: '50%' } },
      ],
    },
  ],
})

const optionValues = (field: FormFieldConfig) => (field.options ?? []).map((option) => option.value)

const checkOptions = ({ value, field, t }: FieldValueContext) => {
  const values = Array.isArray(value) ? value : [value]
  if (Array.isArray(value) && !field.multiple) return t('option')
  return values.every((item) => optionValues(field).includes(String(item))) ? undefined : t('option')
}

const describeOptions = (field: FormFieldConfig, value: unknown) => {
  const labels = new Map((field.options ?? []).map((option) => [option.value, option.label ?? option.value]))
  const chosen = (Array.isArray(value) ? value : [value]).map((item) => ({ value: item, label: labels.get(String(item)) }))
  return { options: chosen }
}

const textCheck = ({ value, t }: FieldValueContext) => (typeof value === 'string' ? undefined : t('text'))

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const isCountry = (value: unknown) => {
  if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) return false
  try {
    // Unassigned codes come back unchanged or as "Unknown Region".
    const name = regionNames.of(value)
    return name !== value && name !== 'Unknown Region'
  } catch {
    return false
  }
}

/** Types a repeater column may have: the scalar built-ins. */
export const REPEATER_COLUMN_TYPES = ['text', 'textarea', 'email', 'number', 'date', 'checkbox', 'country']

const labels = (singular: string, plural = `${singular}s`) => ({ singular, plural })

/** Built-in field types; `localize` decides whether their content (labels, text) is localized. */
export const buildDefaultFieldDefinitions = (localize = true): FieldDefinition[] => [
  { type: 'text', labels: labels('Text'), fields: commonFields(localize, { placeholder: true }), check: textCheck },
  { type: 'textarea', labels: labels('Text area'), fields: commonFields(localize, { placeholder: true }), check: textCheck },
  {
    type: 'email',
    labels: labels('Email'),
    fields: commonFields(localize, { placeholder: true }),
    check: ({ value, t }) => (isValidEmail(value) ? undefined : t('email')),
  },
  {
    type: 'number',
    labels: labels('Number'),
    fields: commonFields(localize, { placeholder: true }),
    check: ({ value, t }) => (value !== '' && value !== null && Number.isFinite(Number(value)) && typeof value !== 'boolean' ? undefined : t('number')),
    normalize: (value) => Number(value),
  },
  {
    type: 'select',
    labels: labels('Select'),
    fields: [...commonFields(localize, { placeholder: true }), { name: 'multiple', type: 'checkbox' }, optionsField(localize)],
    check: checkOptions,
    describe: describeOptions,
  },
  {
    type: 'radio',
    labels: labels('Radio group'),
    fields: [...commonFields(localize), optionsField(localize)],
    check: checkOptions,
    describe: describeOptions,
  },
  {
    type: 'checkbox',
    labels: labels('Checkbox', 'Checkboxes'),
    fields: commonFields(localize),
    check: ({ value, t }) => (typeof value === 'boolean' ? undefined : t('checkbox')),
  },
  {
    type: 'date',
    labels: labels('Date'),
    fields: commonFields(localize),
    check: ({ value, t }) =>
      typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : t('date'),
  },
  {
    type: 'country',
    labels: labels('Country', 'Countries'),
    fields: commonFields(localize),
    check: ({ value, t }) => (isCountry(value) ? undefined : t('country')),
    describe: (_field, value) => ({ country: regionNames.of(String(value)) }),
  },
  {
    type: 'message',
    labels: labels('Message'),
    collectsValue: false,
    fields: [{ name: 'message', type: 'richText', localized: localize }],
  },
  {
    type: 'consent',
    labels: labels('Consent'),
    fields: [
      ...commonFields(localize, { rules: false }),
      {
        name: 'source',
        type: 'text',
        required: true,
        admin: {
          description: 'The consent source (its row id is stored); its statement is resolved live on each request.',
          // A pick from the sources consent.sources knows (free text without that resolver).
          components: { Field: '@payload-plugin-suite/form-builder/admin#ConsentSourceField' },
        },
      },
    ],
    // true = agreed, false = declined; `required` makes declining fail.
    check: ({ value, t }) => (typeof value === 'boolean' ? undefined : t('consent')),
  },
  {
    type: 'file',
    labels: labels('File upload'),
    fields: [
      ...commonFields(localize),
      {
        type: 'row',
        fields: [
          { name: 'accept', type: 'text', admin: { width: '50%', description: 'Allowed MIME types, comma-separated (image/*).' } },
          { name: 'maxSize', type: 'number', min: 1, admin: { width: '50%', description: 'Bytes.' } },
        ],
      },
    ],
    check: ({ value, t }) => (value && typeof value === 'object' && 'mimetype' in value ? undefined : t('file')),
    impliedRules: (field) => [
      ...(field.accept ? [{ rule: 'fileType', value: String(field.accept) }] : []),
      ...(field.maxSize ? [{ rule: 'fileSize', value: String(field.maxSize) }] : []),
    ],
  },
  {
    type: 'repeater',
    labels: labels('Repeater'),
    fields: [
      ...commonFields(localize, { rules: false }),
      {
        type: 'row',
        fields: [
          { name: 'minRows', type: 'number', min: 0, admin: { width: '50%' } },
          { name: 'maxRows', type: 'number', min: 1, admin: { width: '50%' } },
        ],
      },
      {
        name: 'columns',
        type: 'array',
        minRows: 1,
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'name', type: 'text', required: true },
              { name: 'label', type: 'text', localized: localize },
              { name: 'type', type: 'select', defaultValue: 'text', options: REPEATER_COLUMN_TYPES },
              { name: 'required', type: 'checkbox' },
            ],
          },
        ],
      },
    ],
    check: ({ value, t }) =>
      Array.isArray(value) && value.every((row) => row && typeof row === 'object' && !Array.isArray(row)) ? undefined : t('rows'),
    impliedRules: (field) => [
      ...(field.minRows ? [{ rule: 'minLength', value: String(field.minRows) }] : []),
      ...(field.maxRows ? [{ rule: 'maxLength', value: String(field.maxRows) }] : []),
    ],
  },
  {
    type: 'hidden',
    labels: labels('Hidden'),
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'defaultValue', type: 'text' },
    ],
    check: textCheck,
  },
]

export const defaultFieldDefinitions: FieldDefinition[] = buildDefaultFieldDefinitions(true)

export const defaultFieldDefinitionsByType: Record<string, FieldDefinition> = Object.fromEntries(
  defaultFieldDefinitions.map((definition) => [definition.type, definition]),
)
