import { useFormContext, useRenderSettings } from './context'
import { hasRichText, RichContent } from './RichContent'
import type { ResponseGroup } from './useSubmission'

/** The form's live region: the confirmation, how many errors are left (while `summarize`), and messages tied to no field. */
export const FormStatus = ({
  response,
  summarize,
}: {
  response: ResponseGroup | null
  summarize: boolean
}) => {
  const { submitted, fieldErrors, formErrors } = useFormContext()
  const { t } = useRenderSettings()
  const errorCount = Object.keys(fieldErrors).length
  return (
    <div className="pps-form__status" role="status" aria-live="polite">
      {submitted ? (
        <div className="pps-form__confirmation" tabIndex={-1}>
          {response?.type !== 'redirect' && hasRichText(response?.message) ? (
            <RichContent data={response.message} />
          ) : (
            <p>{t('submitted')}</p>
          )}
        </div>
      ) : null}
      {summarize && errorCount ? (
        <p className="pps-form__summary">{t('errorSummary', { count: errorCount })}</p>
      ) : null}
      {formErrors.length ? (
        <div className="pps-form__error">
          {formErrors.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
