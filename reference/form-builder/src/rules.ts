import { fileTypeName } from './fileTypes'
import { type FormBuilderStringKey, formBuilderLabel } from './i18n'
import type { RuleContext, ValidationRule } from './types'

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  value === false

const lengthOf = (value: unknown) =>
  typeof value === 'string' || Array.isArray(value) ? value.length : String(value).length

const numeric = (param: RuleContext['param']) =>
  param == null || param === '' ? NaN : Number(param)

const listOf = (param: RuleContext['param']) =>
  String(param ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** WHATWG's email syntax (what browsers check for type=email). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export const isValidEmail = (value: unknown) => typeof value === 'string' && EMAIL.test(value)

/** A file answer as the intake sees it before storage. */
export interface IncomingFile {
  name: string
  /** What the bytes are (sniffed on the server; in the browser, the type the File declares). */
  mimetype: string
  /** The type the upload declared, when the server sniffed `mimetype` from the bytes. */
  declaredType?: string
  size: number
}

const asFile = (value: unknown): IncomingFile | undefined =>
  value && typeof value === 'object' && 'mimetype' in value && 'size' in value
    ? (value as IncomingFile)
    : undefined

const rule = (definition: ValidationRule): ValidationRule => definition

const below = (measured: number, limit: number) => measured < limit
const above = (measured: number, limit: number) => measured > limit

/**
 * A rule that rejects an answer whose measure (length or number) is `outside` the rule's
 * parameter; its message is keyed by its type.
 */
const bound = (
  type: 'minLength' | 'maxLength' | 'min' | 'max',
  label: FormBuilderStringKey,
  measure: (value: unknown) => number,
  outside: (measured: number, limit: number) => boolean,
) =>
  rule({
    type,
    label: formBuilderLabel(label),
    validate: ({ value, param, t }) =>
      outside(measure(value), numeric(param)) ? t(type, { param }) : undefined,
  })

/** A rule as the form editor offers it: by its label, stored by its type. */
export const ruleOption = (rule: ValidationRule) => ({
  value: rule.type,
  label: rule.label ?? rule.type,
})

export const defaultValidationRules: ValidationRule[] = [
  rule({
    type: 'required',
    label: formBuilderLabel('ruleRequired'),
    checksEmpty: true,
    validate: ({ value, t }) => (isEmpty(value) ? t('required') : undefined),
  }),
  bound('minLength', 'ruleMinLength', lengthOf, below),
  bound('maxLength', 'ruleMaxLength', lengthOf, above),
  bound('min', 'ruleMin', Number, below),
  bound('max', 'ruleMax', Number, above),
  rule({
    type: 'pattern',
    label: formBuilderLabel('rulePattern'),
    validate: ({ value, param, t }) => {
      // An authored pattern that does not compile is an authoring error: it rejects, never crashes.
      let pattern: RegExp
      try {
        pattern = new RegExp(`^(?:${param ?? ''})$`, 'u')
      } catch {
        return t('pattern')
      }
      return pattern.test(String(value)) ? undefined : t('pattern')
    },
  }),
  rule({
    type: 'email',
    label: formBuilderLabel('ruleEmail'),
    validate: ({ value, t }) => (isValidEmail(value) ? undefined : t('email')),
  }),
  rule({
    type: 'oneOf',
    label: formBuilderLabel('ruleOneOf'),
    validate: ({ value, param, t }) => {
      const allowed = listOf(param)
      const values = Array.isArray(value) ? value : [value]
      return values.every((item) => allowed.includes(String(item)))
        ? undefined
        : t('oneOf', { param: allowed.join(', ') })
    },
  }),
  rule({
    type: 'fileType',
    label: formBuilderLabel('ruleFileType'),
    validate: ({ value, param, t }) => {
      const file = asFile(value)
      if (!file) return undefined
      const allowed = listOf(param)
      const matches = allowed.some((pattern) =>
        pattern.endsWith('/*')
          ? file.mimetype.startsWith(pattern.slice(0, -1))
          : file.mimetype === pattern,
      )
      if (matches) return undefined
      const mislabelled = file.declaredType !== undefined && file.declaredType !== file.mimetype
      // Types by the names people use ("PNG image", not image/png), in the submission's language.
      const name = (type: string) => fileTypeName(type, t)
      return t(mislabelled ? 'fileContent' : 'fileType', {
        type: name(file.mimetype),
        declared: file.declaredType && name(file.declaredType),
        param: allowed.map(name).join(', '),
      })
    },
  }),
  rule({
    type: 'fileSize',
    label: formBuilderLabel('ruleFileSize'),
    validate: ({ value, param, t }) => {
      const file = asFile(value)
      return file && file.size > numeric(param) ? t('fileSize', { param }) : undefined
    },
  }),
]

export const defaultValidationRulesByType: Record<string, ValidationRule> = Object.fromEntries(
  defaultValidationRules.map((entry) => [entry.type, entry]),
)

export { isEmpty }
