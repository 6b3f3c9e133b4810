import { type Dispatch, type FormEvent, useRef } from 'react'
import type { FormDocument } from '../../toFormDocument'
import type { FormFieldConfig, Translate } from '../../types'
import { answersOf, filesOf } from './answers'
import type { FormAction, FormState } from './state'
import { nameOfPath, pagesOf } from './steps'
import { postSubmission, readErrors } from './submit'
import { type FieldErrors, validateFields, withoutField } from './validation'

/** The form's `response` group (passed through whole by toFormDocument). */
export interface ResponseGroup {
  type?: string | null
  message?: unknown
  redirect?: { url?: string | null } | null
}

/** The pages the answers so far reach, the shown one's position among them, and every field on them. */
export const navigationOf = (
  form: FormDocument,
  fields: FormFieldConfig[],
  values: Record<string, unknown>,
  step: number,
) => {
  const pages = pagesOf(form, fields, values)
  const position = Math.max(
    0,
    pages.findIndex((page) => page.step === step),
  )
  return {
    pages,
    position,
    isLast: position === pages.length - 1,
    reachable: [...new Set(pages.flatMap((page) => page.fields))],
  }
}

type Navigation = ReturnType<typeof navigationOf>

const firstPageWith = (pages: Navigation['pages'], errors: FieldErrors) =>
  pages.find((page) => Object.keys(errors).some((path) => page.names.has(nameOfPath(path) ?? '')))

/** Where and how the answers are sent. */
interface SubmissionTarget {
  form: FormDocument
  locale: string
  /** The CMS's REST origin and prefix. */
  api: string
  honeypotField: string
  t: Translate
  onSubmitted?: (submission: Record<string, unknown>) => void
}

/**
 * What the form's buttons do: Next checks the shown page and moves on, Back moves back, and on the
 * last page Submit checks every reachable answer and sends them to the form-submissions intake.
 */
export const useSubmission = (
  { form, locale, api, honeypotField, t, onSubmitted }: SubmissionTarget,
  [state, dispatch]: [FormState, Dispatch<FormAction>],
  navigation: Navigation,
) => {
  const startedAt = useRef(new Date().toISOString())
  const { pages, position, isLast, reachable } = navigation
  const { values, fieldErrors, formErrors, honeypot } = state

  /** Shows errors at their fields, on `page` (default: the first page that has one), and the rest above the form. */
  const report = (errors: FieldErrors, messages: string[], page = firstPageWith(pages, errors)) =>
    dispatch({ type: 'report', fieldErrors: errors, formErrors: messages, step: page?.step })

  const back = () => dispatch({ type: 'showStep', step: pages[position - 1].step })

  // Next checks this page only; errors already shown on other pages stay.
  const next = () => {
    const shown = pages[position].fields
    const found = validateFields(shown, values, t)
    const others = shown.reduce(
      (rest, field) => (field.name ? withoutField(rest, field.name) : rest),
      fieldErrors,
    )
    if (Object.keys(found).length)
      return report({ ...others, ...found }, formErrors, pages[position])
    dispatch({ type: 'showStep', step: pages[position + 1].step, fieldErrors: others })
  }

  const send = async () => {
    const envelope = {
      form: form.id,
      locale,
      values: answersOf(reachable, values),
      startedAt: startedAt.current,
      ...(honeypot ? { [honeypotField]: honeypot } : {}),
    }
    const files = reachable.some((field) => field.blockType === 'file')
      ? filesOf(reachable, values)
      : null
    try {
      const sent = await postSubmission(`${api}/form-submissions?depth=0`, envelope, files)
      return {
        ok: sent.ok,
        body: (await sent.json().catch(() => null)) as Record<string, any> | null,
      }
    } catch {
      return { ok: false, body: null }
    }
  }

  const submitAll = async () => {
    const found = validateFields(reachable, values, t)
    if (Object.keys(found).length) return report(found, [])
    dispatch({ type: 'submitting', submitting: true })
    const { ok, body } = await send()
    dispatch({ type: 'submitting', submitting: false })
    if (!ok) {
      const rendered = (name: string) =>
        reachable.some((field) => field.name === name && field.blockType !== 'hidden')
      const { fieldErrors: errors, formErrors: messages } = readErrors(
        body,
        rendered,
        t('submitFailed'),
      )
      return report(errors, messages)
    }
    dispatch({ type: 'submitted' })
    onSubmitted?.(body?.doc ?? {})
    // Only response.redirect.url navigates; a host's own link field must be resolved into it.
    const response = form.response as ResponseGroup | null
    const redirect = response?.type === 'redirect' ? response.redirect?.url : null
    if (redirect) window.location.assign(redirect)
    else dispatch({ type: 'focus', target: 'confirmation' })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.submitting) return
    return isLast ? submitAll() : next()
  }

  return { submit, back }
}
