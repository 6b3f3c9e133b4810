import type { FormFieldConfig, Translate } from '../../types'
import { initialValues } from './answers'
import { nameOfPath } from './steps'
import { type FieldErrors, validateField, withoutField } from './validation'

/** Where the form moves focus after a change: a new object each time, so asking twice for the same target focuses twice. */
export type FocusRequest = { target: 'error' | 'step' | 'confirmation' }

export interface FormState {
  values: Record<string, unknown>
  fieldErrors: FieldErrors
  formErrors: string[]
  /** The error summary shows from a failed check until the visitor moves on; it counts the errors left. */
  summarize: boolean
  honeypot: string
  /** Index into `form.steps` of the page shown. */
  step: number
  submitting: boolean
  submitted: boolean
  focus: FocusRequest | null
}

export type FormAction =
  /** A visitor's answer; `field` (with `t`) rechecks it when it shows errors. */
  | {
      type: 'answer'
      name: string
      value: unknown
      field: FormFieldConfig | undefined
      t: Translate
    }
  | { type: 'honeypot'; value: string }
  /** Errors at their fields and above the form, on the page of `step` (unchanged when undefined). */
  | { type: 'report'; fieldErrors: FieldErrors; formErrors: string[]; step: number | undefined }
  /** Another page, its errors being `fieldErrors` when given. */
  | { type: 'showStep'; step: number; fieldErrors?: FieldErrors }
  | { type: 'submitting'; submitting: boolean }
  | { type: 'submitted' }
  | { type: 'focus'; target: FocusRequest['target'] }

export const initialFormState = ({
  fields,
  step,
}: {
  fields: FormFieldConfig[]
  step: number
}): FormState => ({
  values: initialValues(fields),
  fieldErrors: {},
  formErrors: [],
  summarize: false,
  honeypot: '',
  step,
  submitting: false,
  submitted: false,
  focus: null,
})

/** A field showing errors is checked again as it changes: a fixed answer loses its messages. */
const recheck = (
  errors: FieldErrors,
  action: Extract<FormAction, { type: 'answer' }>,
): FieldErrors => {
  if (!action.field || !Object.keys(errors).some((path) => nameOfPath(path) === action.name))
    return errors
  return {
    ...withoutField(errors, action.name),
    ...validateField(action.field, action.value, action.t),
  }
}

export const formReducer = (state: FormState, action: FormAction): FormState => {
  switch (action.type) {
    case 'answer':
      return {
        ...state,
        values: { ...state.values, [action.name]: action.value },
        fieldErrors: recheck(state.fieldErrors, action),
      }
    case 'honeypot':
      return { ...state, honeypot: action.value }
    case 'report':
      return {
        ...state,
        fieldErrors: action.fieldErrors,
        formErrors: action.formErrors,
        summarize: true,
        step: action.step ?? state.step,
        focus: { target: 'error' },
      }
    case 'showStep':
      return {
        ...state,
        fieldErrors: action.fieldErrors ?? state.fieldErrors,
        step: action.step,
        summarize: false,
        focus: { target: 'step' },
      }
    case 'submitting':
      return { ...state, submitting: action.submitting }
    case 'submitted':
      return {
        ...state,
        fieldErrors: {},
        formErrors: [],
        summarize: false,
        submitted: true,
      }
    case 'focus':
      return { ...state, focus: { target: action.target } }
  }
}
