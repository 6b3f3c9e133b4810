'use client'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react'
import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { FormDocument } from '../../toFormDocument'
import type { FormFieldConfig, PollOption } from '../../types'
import { translator } from '../../translations'
import { answersOf, filesOf, initialValues } from './answers'
import { FormContext, RenderSettingsContext, type FormContextValue, type RenderSettings, type SubmitButtonRenderProps } from './context'
import { Field } from './Field'
import { PollResults } from './PollResults'
import { StepProgress } from './Progress'
import { useConsentStatements, usePollOptions, usePollResults } from './remote'
import { RichContent, hasRichText } from './RichContent'
import { nameOfPath, pagesOf } from './steps'
import { DefaultStyles } from './styles'
import { postSubmission, readErrors } from './submit'
import { validateField, validateFields, withoutField, type FieldErrors } from './validation'

export { useFormContext, type FormContextValue, type SubmitButtonRenderProps } from './context'

export interface FormProps {
  form: FormDocument
  locale?: string
  /** Button labels: a prop wins over the stored label, which wins over the translated default. */
  submitLabel?: string
  nextLabel?: string
  prevLabel?: string
  /**
   * Button render functions. A server component page passes functions exported from a
   * `'use client'` module: only such client references cross into a client component.
   */
  renderSubmit?: (props: SubmitButtonRenderProps) => ReactNode
  renderNext?: (props: SubmitButtonRenderProps) => ReactNode
  renderBack?: (props: SubmitButtonRenderProps) => ReactNode
  /** Origin of the CMS (default: same origin) and its REST prefix. */
  serverURL?: string
  apiRoute?: string
  onSubmitted?: (submission: Record<string, unknown>) => void
  /** Step to open on (to resume a multi-step form); default the first. */
  initialStep?: number
  /** Replaces the rendered fields (build them with useFormContext); steps, buttons and submission stay. */
  children?: ReactNode
  /**
   * Name of the spam honeypot input: the plugin's `spam.honeypotField`.
   * @default 'honeypot'
   */
  honeypotField?: string
  /** Lexical JSX converters for messages, consent statements and the confirmation (from a server page: a client reference). */
  richTextConverters?: JSXConvertersFunction
  /**
   * Leaves out the default layout; style the `pps-form` classes yourself.
   * @default false
   */
  unstyled?: boolean
  className?: string
}

const defaultButton = ({ label, ...props }: SubmitButtonRenderProps) => (
  <button type={props.type} disabled={props.disabled} onClick={props.onClick} className="pps-form__button">
    {label}
  </button>
)

/** The form's `response` group (passed through whole by toFormDocument). */
interface ResponseGroup {
  type?: string | null
  message?: unknown
  redirect?: { url?: string | null } | null
}

/** A poll's vote as a field: one choice or several, always required (as the intake checks it). */
const withVoteField = (form: FormDocument, options: PollOption[]): FormFieldConfig[] =>
  form.poll
    ? [
        ...form.fields,
        {
          blockType: form.poll.multiple ? 'select' : 'radio',
          name: form.poll.voteField,
          label: form.title,
          required: true,
          multiple: form.poll.multiple,
          options: options.map((option) => ({ value: option.value, label: option.label ?? option.value })),
        },
      ]
    : form.fields

const FOCUSABLE = ':is(input:not([type=hidden]), select, textarea, button):not(:disabled)'

// Off-screen rather than display:none: bots skip inputs they can tell are hidden.
const OFFSCREEN: CSSProperties = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }

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
  honeypotField = 'honeypot',
  richTextConverters,
  unstyled = false,
  className,
}: FormProps) => {
  const t = useMemo(() => translator(locale), [locale])
  const api = `${serverURL}${apiRoute}`
  const idPrefix = useId()
  const root = useRef<HTMLDivElement>(null)
  const startedAt = useRef(new Date().toISOString())
  const consent = useConsentStatements(form, api, locale)
  const pollOptions = usePollOptions(form, api, locale)
  const fields = useMemo(() => withVoteField(form, pollOptions), [form, pollOptions])
  const [values, setValues] = useState(() => initialValues(form.fields))
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [formErrors, setFormErrors] = useState<string[]>([])
  // The error summary shows from a failed check until the visitor moves on; it counts the errors left.
  const [summarize, setSummarize] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const [step, setStep] = useState(initialStep)
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  // Until React has hydrated, a click would submit natively: a GET with the answers in the URL.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // A new object each time, so asking twice for the same target focuses twice.
  const [focus, setFocus] = useState<{ target: 'error' | 'step' | 'confirmation' } | null>(null)
  // A closing time is compared with the clock once hydrated, so the server's HTML and the first render agree.
  const poll = form.poll
  const pollClosed = Boolean(poll && (poll.closed || (hydrated && poll.closesAt && Date.parse(poll.closesAt) <= Date.now())))
  // What GET poll-results shows a visitor: public results once they voted (or the poll closed), afterClose ones once closed.
  const resultsVisible = poll?.visibility === 'public' ? submitted || pollClosed : poll?.visibility === 'afterClose' && pollClosed
  const pollResults = usePollResults(form, api, locale, resultsVisible)

  const pages = pagesOf(form, fields, values)
  const position = Math.max(0, pages.findIndex((page) => page.step === step))
  const isLast = position === pages.length - 1
  const reachable = [...new Set(pages.flatMap((page) => page.fields))]
  const response = form.response as ResponseGroup | null
  const labels = {
    submit: submitLabel ?? form.buttons.submitLabel ?? t('submit'),
    next: nextLabel ?? form.buttons.nextLabel ?? t('next'),
    prev: prevLabel ?? form.buttons.prevLabel ?? t('prev'),
  }

  useEffect(() => {
    const node = root.current
    if (!focus || !node) return
    const page = node.querySelector('.pps-form__step:not([hidden])') ?? node
    const target =
      focus.target === 'confirmation'
        ? node.querySelector('.pps-form__confirmation')
        : focus.target === 'step'
          ? (page.querySelector('.pps-form__step-title') ?? page.querySelector(FOCUSABLE))
          : page.querySelector('.pps-form__field--error')?.querySelector(FOCUSABLE)
    ;(target as HTMLElement | null | undefined)?.focus()
  }, [focus])

  const setValue = useCallback(
    (name: string, value: unknown) => {
      setValues((current) => ({ ...current, [name]: value }))
      // A field showing errors is checked again as it changes: a fixed answer loses its messages.
      setFieldErrors((current) => {
        const field = fields.find((entry) => entry.name === name)
        if (!field || !Object.keys(current).some((path) => nameOfPath(path) === name)) return current
        return { ...withoutField(current, name), ...validateField(field, value, t) }
      })
    },
    [fields, t],
  )

  const firstPageWith = (errors: FieldErrors) => pages.find((page) => Object.keys(errors).some((path) => page.names.has(nameOfPath(path) ?? '')))

  /** Shows errors at their fields, on `page` (default: the first page that has one), and the rest above the form. */
  const report = (errors: FieldErrors, messages: string[], page = firstPageWith(errors)) => {
    setFieldErrors(errors)
    setFormErrors(messages)
    setSummarize(true)
    if (page) setStep(page.step)
    setFocus({ target: 'error' })
  }

  const goTo = (position: number) => {
    setStep(pages[position].step)
    setSummarize(false)
    setFocus({ target: 'step' })
  }

  const send = async () => {
    const envelope = { form: form.id, locale, values: answersOf(reachable, values), startedAt: startedAt.current, ...(honeypot ? { [honeypotField]: honeypot } : {}) }
    const files = reachable.some((field) => field.blockType === 'file') ? filesOf(reachable, values) : null
    try {
      const sent = await postSubmission(`${api}/form-submissions?depth=0`, envelope, files)
      return { ok: sent.ok, body: (await sent.json().catch(() => null)) as Record<string, any> | null }
    } catch {
      return { ok: false, body: null }
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    if (!isLast) {
      // Next checks this page only; errors already shown on other pages stay.
      const shown = pages[position].fields
      const found = validateFields(shown, values, t)
      const others = shown.reduce((rest, field) => (field.name ? withoutField(rest, field.name) : rest), fieldErrors)
      if (Object.keys(found).length) return report({ ...others, ...found }, formErrors, pages[position])
      setFieldErrors(others)
      return goTo(position + 1)
    }
    const found = validateFields(reachable, values, t)
    if (Object.keys(found).length) return report(found, [])
    setSubmitting(true)
    const { ok, body } = await send()
    setSubmitting(false)
    if (!ok) {
      const rendered = (name: string) => reachable.some((field) => field.name === name && field.blockType !== 'hidden')
      const { fieldErrors: errors, formErrors: messages } = readErrors(body, rendered, t('submitFailed'))
      return report(errors, messages)
    }
    setFieldErrors({})
    setFormErrors([])
    setSummarize(false)
    setSubmitted(true)
    onSubmitted?.(body?.doc ?? {})
    // Only response.redirect.url navigates; a host's own link field must be resolved into it.
    const redirect = response?.type === 'redirect' ? response.redirect?.url : null
    if (redirect) window.location.assign(redirect)
    else setFocus({ target: 'confirmation' })
  }

  const context = useMemo<FormContextValue>(
    () => ({
      form,
      locale,
      values,
      setValue,
      errors: Object.fromEntries(Object.entries(fieldErrors).map(([path, messages]) => [path, messages.join(' ')])),
      fieldErrors,
      formErrors,
      inputId: (path) => `${idPrefix}-${path}`,
      step,
      stepCount: Math.max(1, form.steps.length),
      submitting,
      submitted,
    }),
    [form, locale, values, setValue, fieldErrors, formErrors, idPrefix, step, submitting, submitted],
  )
  const settings = useMemo<RenderSettings>(() => ({ t, locale, richTextConverters, consent, hydrated }), [t, locale, richTextConverters, consent, hydrated])
  const button = { disabled: submitting || !hydrated, submitting }
  const errorCount = Object.keys(fieldErrors).length

  return (
    <FormContext.Provider value={context}>
      <RenderSettingsContext.Provider value={settings}>
        <div ref={root} className={['pps-form', className].filter(Boolean).join(' ')}>
          {unstyled ? null : <DefaultStyles />}
          {/* Present from the first render: a live region announces changes, not its own arrival. */}
          <div className="pps-form__status" role="status" aria-live="polite">
            {submitted ? (
              <div className="pps-form__confirmation" tabIndex={-1}>
                {response?.type !== 'redirect' && hasRichText(response?.message) ? <RichContent data={response.message} /> : <p>{t('submitted')}</p>}
              </div>
            ) : null}
            {summarize && errorCount ? <p className="pps-form__summary">{t('errorSummary', { count: errorCount })}</p> : null}
            {formErrors.length ? (
              <div className="pps-form__error">
                {formErrors.map((message, index) => (
                  <p key={index}>{message}</p>
                ))}
              </div>
            ) : null}
          </div>
          {pollClosed ? <p className="pps-form__poll-closed">{t('pollClosed')}</p> : null}
          {submitted || pollClosed ? null : (
            <form className="pps-form__form" onSubmit={submit} noValidate aria-label={form.title || undefined} aria-busy={submitting || undefined}>
              {pages.length > 1 ? <StepProgress id={`${idPrefix}:progress`} titles={pages.map((page) => page.title)} position={position} /> : null}
              {children ??
                pages.map((page, index) => (
                  <div key={page.step} className="pps-form__step" hidden={index !== position}>
                    {page.title ? (
                      <h2 className="pps-form__step-title" tabIndex={-1} aria-describedby={pages.length > 1 ? `${idPrefix}:progress` : undefined}>
                        {page.title}
                      </h2>
                    ) : null}
                    <div className="pps-form__row">
                      {page.fields.map((field, fieldIndex) => (
                        <Field key={field.id ?? field.name ?? fieldIndex} field={field} />
                      ))}
                    </div>
                  </div>
                ))}
              <div aria-hidden="true" style={OFFSCREEN}>
                <label htmlFor={`${idPrefix}:honeypot`}>{t('honeypot')}</label>
                <input id={`${idPrefix}:honeypot`} name={honeypotField} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
              </div>
              <div className="pps-form__actions">
                {position > 0 ? renderBack({ ...button, label: labels.prev, type: 'button', onClick: () => goTo(position - 1) }) : null}
                {isLast ? renderSubmit({ ...button, label: labels.submit, type: 'submit' }) : renderNext({ ...button, label: labels.next, type: 'submit' })}
              </div>
            </form>
          )}
          {pollResults ? <PollResults results={pollResults} /> : null}
        </div>
      </RenderSettingsContext.Provider>
    </FormContext.Provider>
  )
}
