import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { type Context, createContext, useContext } from 'react'
import type { FormDocument } from '../../toFormDocument'
import type { Translate } from '../../types'
import type { ConsentStatement } from './remote'

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
  /** Messages per path (`values.<name>`), joined into one string; `fieldErrors` has them one by one. */
  errors: Record<string, string>
  /** Every message per path: `values.<name>`, or `values.<repeater>.<row>.<column>` for a repeater cell. */
  fieldErrors: Record<string, string[]>
  /** Messages tied to no field (spam rejection, a closed poll, a network failure...). */
  formErrors: string[]
  /** The element id of the field at a path (`name` or `repeater.0.column`): its input, or the fieldset of a radio group or repeater. Its error text has the id `${id}:error`. */
  inputId: (path: string) => string
  /** Index into `form.steps` (0 when the form has no steps). */
  step: number
  stepCount: number
  submitting: boolean
  submitted: boolean
}

/** Reads a context that only <Form> provides; outside it there is nothing sensible to fall back to. */
const useInsideForm = <T>(context: Context<T | null>, caller: string): T => {
  const value = useContext(context)
  if (!value) throw new Error(`${caller} must be used inside <Form>`)
  return value
}

export const FormContext = createContext<FormContextValue | null>(null)

export const useFormContext = (): FormContextValue => useInsideForm(FormContext, 'useFormContext()')

/** What the built-in field components need besides the form state; not part of the public context. */
export interface RenderSettings {
  t: Translate
  locale: string
  richTextConverters?: JSXConvertersFunction
  /** Consent statements by field name, resolved live by the server. */
  consent: Record<string, ConsentStatement>
  /** React has hydrated the server's HTML: what only the browser can compute may render now. */
  hydrated: boolean
}

export const RenderSettingsContext = createContext<RenderSettings | null>(null)

export const useRenderSettings = (): RenderSettings =>
  useInsideForm(RenderSettingsContext, 'Form fields')
