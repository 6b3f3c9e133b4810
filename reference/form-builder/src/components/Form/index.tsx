'use client'
import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { type CSSProperties, type ReactNode, useId, useMemo, useReducer, useRef } from 'react'
import type { FormDocument } from '../../toFormDocument'
import { translator } from '../../translations'
import {
  FormContext,
  type RenderSettings,
  RenderSettingsContext,
  type SubmitButtonRenderProps,
} from './context'
import { useRequestedFocus } from './focus'
import { PollResults } from './PollResults'
import { StepProgress } from './Progress'
import { useFormFields, usePollStatus } from './poll'
import { useConsentStatements } from './remote'
import { FormStatus } from './Status'
import { StepPages } from './StepPages'
import { formReducer, initialFormState } from './state'
import { DefaultStyles } from './styles'
import { useFormContextValue } from './useFormContextValue'
import { useHydrated } from './useHydrated'
import { navigationOf, type ResponseGroup, useSubmission } from './useSubmission'

export { type FormContextValue, type SubmitButtonRenderProps, useFormContext } from './context'

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
  <button
    type={props.type}
    disabled={props.disabled}
    onClick={props.onClick}
    className="pps-form__button"
  >
    {label}
  </button>
)

// Off-screen rather than display:none: bots skip inputs they can tell are hidden.
const OFFSCREEN: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
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
  honeypotField = 'honeypot',
  richTextConverters,
  unstyled = false,
  className,
}: FormProps) => {
  const t = useMemo(() => translator(locale), [locale])
  const api = `${serverURL}${apiRoute}`
  const idPrefix = useId()
  const root = useRef<HTMLDivElement>(null)
  const consent = useConsentStatements(form, api, locale)
  const fields = useFormFields(form, api, locale)
  const reducer = useReducer(
    formReducer,
    { fields: form.fields, step: initialStep },
    initialFormState,
  )
  const [state, dispatch] = reducer
  const { submitting, submitted } = state
  const hydrated = useHydrated()
  const poll = usePollStatus(form, api, locale, { hydrated, submitted })
  useRequestedFocus(root, state.focus)
  const navigation = navigationOf(form, fields, state.values, state.step)
  const { pages, position, isLast } = navigation
  const { submit, back } = useSubmission(
    { form, locale, api, honeypotField, t, onSubmitted },
    reducer,
    navigation,
  )
  const labels = {
    submit: submitLabel ?? form.buttons.submitLabel ?? t('submit'),
    next: nextLabel ?? form.buttons.nextLabel ?? t('next'),
    prev: prevLabel ?? form.buttons.prevLabel ?? t('prev'),
  }

  const context = useFormContextValue({ form, locale, fields, t, idPrefix, state, dispatch })
  const settings = useMemo<RenderSettings>(
    () => ({ t, locale, richTextConverters, consent, hydrated }),
    [t, locale, richTextConverters, consent, hydrated],
  )
  const button = { disabled: submitting || !hydrated, submitting }
  const progressId = pages.length > 1 ? `${idPrefix}:progress` : undefined

  return (
    <FormContext.Provider value={context}>
      <RenderSettingsContext.Provider value={settings}>
        <div ref={root} className={['pps-form', className].filter(Boolean).join(' ')}>
          {unstyled ? null : <DefaultStyles />}
          {/* Present from the first render: a live region announces changes, not its own arrival. */}
          <FormStatus
            response={form.response as ResponseGroup | null}
            summarize={state.summarize}
          />
          {poll.closed ? <p className="pps-form__poll-closed">{t('pollClosed')}</p> : null}
          {submitted || poll.closed ? null : (
            <form
              className="pps-form__form"
              onSubmit={submit}
              noValidate
              aria-label={form.title || undefined}
              aria-busy={submitting || undefined}
            >
              {progressId ? (
                <StepProgress
                  id={progressId}
                  titles={pages.map((page) => page.title)}
                  position={position}
                />
              ) : null}
              {children ?? <StepPages pages={pages} position={position} progressId={progressId} />}
              <div aria-hidden="true" style={OFFSCREEN}>
                <label htmlFor={`${idPrefix}:honeypot`}>{t('honeypot')}</label>
                <input
                  id={`${idPrefix}:honeypot`}
                  name={honeypotField}
                  tabIndex={-1}
                  autoComplete="off"
                  value={state.honeypot}
                  onChange={(event) => dispatch({ type: 'honeypot', value: event.target.value })}
                />
              </div>
              <div className="pps-form__actions">
                {position > 0
                  ? renderBack({ ...button, label: labels.prev, type: 'button', onClick: back })
                  : null}
                {isLast
                  ? renderSubmit({ ...button, label: labels.submit, type: 'submit' })
                  : renderNext({ ...button, label: labels.next, type: 'submit' })}
              </div>
            </form>
          )}
          {poll.results ? <PollResults results={poll.results} /> : null}
        </div>
      </RenderSettingsContext.Provider>
    </FormContext.Provider>
  )
}
