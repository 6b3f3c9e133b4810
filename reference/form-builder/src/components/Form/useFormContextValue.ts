import { type Dispatch, useCallback, useMemo } from 'react'
import type { FormDocument } from '../../toFormDocument'
import type { FormFieldConfig, Translate } from '../../types'
import type { FormContextValue } from './context'
import type { FormAction, FormState } from './state'

interface ContextOptions {
  form: FormDocument
  locale: string
  /** The form's fields with a poll's vote: the fields an answer is rechecked against. */
  fields: FormFieldConfig[]
  t: Translate
  /** Prefix of the element ids of the form's inputs. */
  idPrefix: string
  state: FormState
  dispatch: Dispatch<FormAction>
}

/** What useFormContext gives field components: the state they render and `setValue` to answer. */
export const useFormContextValue = ({
  form,
  locale,
  fields,
  t,
  idPrefix,
  state,
  dispatch,
}: ContextOptions): FormContextValue => {
  const { values, fieldErrors, formErrors, step, submitting, submitted } = state
  const setValue = useCallback(
    (name: string, value: unknown) =>
      dispatch({
        type: 'answer',
        name,
        value,
        field: fields.find((entry) => entry.name === name),
        t,
      }),
    [dispatch, fields, t],
  )
  return useMemo<FormContextValue>(
    () => ({
      form,
      locale,
      values,
      setValue,
      errors: Object.fromEntries(
        Object.entries(fieldErrors).map(([path, messages]) => [path, messages.join(' ')]),
      ),
      fieldErrors,
      formErrors,
      inputId: (path) => `${idPrefix}-${path}`,
      step,
      stepCount: Math.max(1, form.steps.length),
      submitting,
      submitted,
    }),
    [
      form,
      locale,
      values,
      setValue,
      fieldErrors,
      formErrors,
      idPrefix,
      step,
      submitting,
      submitted,
    ],
  )
}
