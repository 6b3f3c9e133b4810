import type { CSSProperties, ReactNode } from 'react'
import type { FormFieldConfig, Translate } from '../../types'
import { useRenderSettings } from './context'
import { isRequired, typeMessages } from './validation'

/** What every field control gets: its config, the id of its input, its answer and its messages. */
export interface ControlProps {
  field: FormFieldConfig
  id: string
  value: unknown
  onChange: (value: unknown) => void
  messages: string[]
}

const errorId = (id: string) => `${id}:error`

/** The wrapper of a field: stable classes, and its authored width as a CSS variable the layout reads. */
export const shellProps = (field: FormFieldConfig, messages: string[]) => ({
  className: [
    'pps-form__field',
    `pps-form__field--${field.blockType}`,
    messages.length ? 'pps-form__field--error' : '',
  ]
    .filter(Boolean)
    .join(' '),
  style: field.width ? ({ '--pps-form-field-width': field.width } as CSSProperties) : undefined,
})

/** ARIA state of an input: invalid and described by its messages (plus any description ids). */
export const ariaProps = (
  id: string,
  messages: string[],
  ...described: Array<string | false | undefined>
) => {
  const ids = [...described, messages.length > 0 && errorId(id)].filter(Boolean).join(' ')
  return { 'aria-invalid': messages.length > 0 || undefined, 'aria-describedby': ids || undefined }
}

/** A field without an authored label is named by its name, so no input is left unnamed. */
export const Label = ({ field, text }: { field: FormFieldConfig; text?: string | null }) => (
  <>
    {text || field.label || field.name}
    {isRequired(field) ? (
      <span className="pps-form__required" aria-hidden="true">
        {' *'}
      </span>
    ) : null}
  </>
)

export const ErrorText = ({ id, messages }: { id: string; messages: string[] }) =>
  messages.length ? (
    <div id={errorId(id)} className="pps-form__error">
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  ) : null

const INPUT_TYPES: Record<string, string> = { email: 'email', number: 'number', date: 'date' }

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']
// Codes CLDR names that are no country: groupings and pseudo-locales.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB'])
const countries = new Map<string, Array<{ value: string; label: string }>>()

/** Current (not deprecated) codes the intake accepts (its own country check decides), named in the visitor's language. */
const countryOptions = (locale: string, t: Translate) => {
  if (!countries.has(locale)) {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const codes = LETTERS.flatMap((first) => LETTERS.map((second) => first + second))
    const current = (code: string) =>
      !NOT_COUNTRIES.has(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`
    const valid = codes.filter(
      (code) => current(code) && typeMessages({ blockType: 'country' }, code, t).length === 0,
    )
    countries.set(
      locale,
      valid
        .map((code) => ({ value: code, label: names.of(code) ?? code }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    )
  }
  return countries.get(locale)!
}

/** The input element of a single-control field (text-like, select, country, file). */
const Input = ({ field, id, value, onChange, messages }: ControlProps) => {
  const { t, locale, hydrated } = useRenderSettings()
  const common = { id, name: field.name, required: isRequired(field), ...ariaProps(id, messages) }
  const placeholder = typeof field.placeholder === 'string' ? field.placeholder : undefined
  switch (field.blockType) {
    case 'textarea':
      return (
        <textarea
          {...common}
          placeholder={placeholder}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'select':
    case 'country': {
      // Country names come from the browser's Intl once hydrated: the server's ICU names some
      // differently ("Falkland Islands" in Node), which would break hydration.
      const options =
        field.blockType === 'country'
          ? hydrated
            ? countryOptions(locale, t)
            : []
          : (field.options ?? [])
      if (field.multiple) {
        return (
          <select
            {...common}
            multiple
            value={Array.isArray(value) ? value.map(String) : []}
            onChange={(event) =>
              onChange([...event.target.selectedOptions].map((option) => option.value))
            }
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label || option.value}
              </option>
            ))}
          </select>
        )
      }
      return (
        <select
          {...common}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder ?? t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label || option.value}
            </option>
          ))}
        </select>
      )
    }
    case 'file':
      // A file input cannot be controlled: the chosen File is kept in the form's state.
      return (
        <input
          {...common}
          type="file"
          accept={field.accept ? String(field.accept) : undefined}
          onChange={(event) => onChange(event.target.files?.[0])}
        />
      )
    default:
      return (
        <input
          {...common}
          type={INPUT_TYPES[field.blockType] ?? 'text'}
          autoComplete={field.blockType === 'email' ? 'email' : undefined}
          placeholder={placeholder}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        />
      )
  }
}

const InputField = (props: ControlProps) => (
  <div {...shellProps(props.field, props.messages)}>
    <label htmlFor={props.id}>
      <Label field={props.field} />
    </label>
    <Input {...props} />
    <ErrorText id={props.id} messages={props.messages} />
  </div>
)

/** A single checkbox, its label beside it; `description` (with its id) is read out with the box. */
export const CheckboxField = ({
  field,
  id,
  value,
  onChange,
  messages,
  label,
  description,
}: ControlProps & { label?: string | null; description?: { id: string; content: ReactNode } }) => (
  <div {...shellProps(field, messages)}>
    <div className="pps-form__option">
      <input
        id={id}
        name={field.name}
        type="checkbox"
        required={isRequired(field)}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        {...ariaProps(id, messages, description?.id)}
      />
      <label htmlFor={id}>
        <Label field={field} text={label} />
      </label>
    </div>
    {description ? (
      <div id={description.id} className="pps-form__description">
        {description.content}
      </div>
    ) : null}
    <ErrorText id={id} messages={messages} />
  </div>
)

/** Radio buttons in a fieldset named by its legend; the group carries the required and invalid state. */
const RadioGroup = ({ field, id, value, onChange, messages }: ControlProps) => (
  <fieldset
    id={id}
    {...shellProps(field, messages)}
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a fieldset keeps its legend and native grouping; radiogroup adds aria-required, which a plain group lacks
    role="radiogroup"
    aria-labelledby={`${id}:legend`}
    aria-required={isRequired(field) || undefined}
    {...ariaProps(id, messages)}
  >
    <legend id={`${id}:legend`}>
      <Label field={field} />
    </legend>
    {(field.options ?? []).map((option, index) => (
      <div className="pps-form__option" key={option.value}>
        <input
          id={`${id}:${index}`}
          type="radio"
          name={id}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
        <label htmlFor={`${id}:${index}`}>{option.label || option.value}</label>
      </div>
    ))}
    <ErrorText id={id} messages={messages} />
  </fieldset>
)

/** The control of a field that holds one answer (every type but message, consent and repeater). */
export const Control = (props: ControlProps) =>
  props.field.blockType === 'checkbox' ? (
    <CheckboxField {...props} />
  ) : props.field.blockType === 'radio' ? (
    <RadioGroup {...props} />
  ) : (
    <InputField {...props} />
  )
