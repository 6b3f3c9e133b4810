'use client'
import { createContext, useContext, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { FormDocument } from '../toFormDocument'
import type { FormFieldConfig } from '../types'
import { translator } from '../translations'

export interface SubmitButtonRenderProps {
  label: string
  disabled: boolean
  submitting: boolean
  type: 'submit' | 'button'
  onClick?: () => void
}

export interface FormContextValue {
  form: FormDocument
  locale: string
  values: Record<string, unknown>
  setValue: (name: string, value: unknown) => void
  errors: Record<string, string>
  step: number
  stepCount: number
  submitting: boolean
  submitted: boolean
}

const FormContext = createContext<FormContextValue | null>(null)

export const useFormContext = (): FormContextValue => {
  const context = useContext(FormContext)
  if (!context) throw new Error('useFormContext() must be called inside <Form>')
  return context
}

export interface FormProps {
  form: FormDocument
  locale?: string
  /** Button labels: a prop wins over the stored label, which wins over the translated default. */
  submitLabel?: string
  nextLabel?: string
  prevLabel?: string
  renderSubmit?: (props: SubmitButtonRenderProps) => ReactNode
  renderNext?: (props: SubmitButtonRenderProps) => ReactNode
  renderBack?: (props: SubmitButtonRenderProps) => ReactNode
  /** Origin of the CMS (default: same origin) and its REST prefix. */
  serverURL?: string
  apiRoute?: string
  onSubmitted?: (submission: Record<string, unknown>) => void
  /** Step to open on (to resume a multi-step form); default the first. */
  initialStep?: number
  children?: ReactNode
}

const defaultButton = ({ label, ...props }: SubmitButtonRenderProps) => (
  <button type={props.type} disabled={props.disabled} onClick={props.onClick}>
    {label}
  </button>
)

const stepFieldNames = (form: FormDocument, step: number) => {
  if (!form.steps.length) return null
  const assigned = new Set(form.steps.flatMap((entry) => entry.fields))
  const own = new Set(form.steps[step]?.fields ?? [])
  // Fields in no step show on the first one.
  if (step === 0) for (const field of form.fields) if (field.name && !assigned.has(field.name)) own.add(field.name)
  return own
}

const FieldInput = ({ field }: { field: FormFieldConfig }) => {
  const { values, setValue, errors } = useFormContext()
  const name = field.name ?? ''
  const id = `fb-${name}`
  const error = errors[`values.${name}`]
  const value = values[name]
  let input: ReactNode
  switch (field.blockType) {
    case 'message':
      return null
    case 'textarea':
      input = <textarea id={id} name={name} value={String(value ?? '')} onChange={(event) => setValue(name, event.target.value)} />
      break
    case 'checkbox':
    case 'consent':
      input = <input id={id} name={name} type="checkbox" checked={value === true} onChange={(event) => setValue(name, event.target.checked)} />
      break
    case 'select':
    case 'radio':
      input = (
        <select id={id} name={name} value={String(value ?? '')} onChange={(event) => setValue(name, event.target.value)}>
          <option value="" />
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label ?? option.value}
            </option>
          ))}
        </select>
      )
      break
    case 'hidden':
      return null
    default: {
      const type = field.blockType === 'email' ? 'email' : field.blockType === 'number' ? 'number' : field.blockType === 'date' ? 'date' : 'text'
      input = <input id={id} name={name} type={type} value={String(value ?? '')} onChange={(event) => setValue(name, event.target.value)} />
    }
  }
  return (
    <div className="fb-field" style={field.width ? { width: `${field.width}%` } : undefined}>
      {field.label ? <label htmlFor={id}>{field.label}</label> : null}
      {input}
      {error ? <p className="fb-error">{error}</p> : null}
    </div>
  )
}

/** Renders a FormDocument and submits it to the form-submissions intake. */
export const Form = ({
  form,
  locale = 'en',
  submitLabel,
  nextLabel,
  prevLabel,
  renderSubmit = defaultButton,
  renderNext = defaultButton,
  renderBack = defaultButton,
  serverURL = '',
  apiRoute = '/api',
  onSubmitted,
  initialStep = 0,
  children,
}: FormProps) => {
  const t = translator(locale)
  const startedAt = useRef(new Date().toISOString())
  const [values, setValues] = useState<Record<string, unknown>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [step, setStep] = useState(initialStep)
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const stepCount = Math.max(1, form.steps.length)
  const isLast = step >= stepCount - 1
  const labels = {
    submit: submitLabel ?? form.buttons.submitLabel ?? t('submit'),
    next: nextLabel ?? form.buttons.nextLabel ?? t('next'),
    prev: prevLabel ?? form.buttons.prevLabel ?? t('prev'),
  }

  const context = useMemo<FormContextValue>(
    () => ({
      form,
      locale,
      values,
      setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
      errors,
      step,
      stepCount,
      submitting,
      submitted,
    }),
    [form, locale, values, errors, step, stepCount, submitting, submitted],
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isLast) return setStep(step + 1)
    setSubmitting(true)
    try {
      const response = await fetch(`${serverURL}${apiRoute}/form-submissions?depth=0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ form: form.id, locale, values, startedAt: startedAt.current }),
      })
      const body = await response.json()
      if (!response.ok) {
        const fieldErrors = body?.errors?.[0]?.data?.errors ?? []
        setErrors(Object.fromEntries(fieldErrors.map((entry: { path: string; message: string }) => [entry.path, entry.message])))
        return
      }
      setErrors({})
      setSubmitted(true)
      onSubmitted?.(body.doc)
      // Only response.redirect.url navigates; a host's own link field must be resolved into it.
      const redirect = (form.response as { type?: string; redirect?: { url?: string } } | null)
      if (redirect?.type === 'redirect' && redirect.redirect?.url && typeof window !== 'undefined') window.location.assign(redirect.redirect.url)
    } finally {
      setSubmitting(false)
    }
  }

  const visible = stepFieldNames(form, step)
  return (
    <FormContext.Provider value={context}>
      <form onSubmit={submit} noValidate>
        {children ?? form.fields.filter((field) => !visible || (field.name && visible.has(field.name))).map((field, index) => <FieldInput key={field.id ?? index} field={field} />)}
        <div className="fb-buttons">
          {step > 0 ? renderBack({ label: labels.prev, disabled: submitting, submitting, type: 'button', onClick: () => setStep(step - 1) }) : null}
          {isLast
            ? renderSubmit({ label: labels.submit, disabled: submitting, submitting, type: 'submit' })
            : renderNext({ label: labels.next, disabled: submitting, submitting, type: 'submit' })}
        </div>
      </form>
    </FormContext.Provider>
  )
}
