import { Field } from './Field'
import type { pagesOf } from './steps'

/**
 * Every reachable page, only the one at `position` shown: its title (described by the step
 * progress, `progressId`, when there is one) and its fields.
 */
export const StepPages = ({
  pages,
  position,
  progressId,
}: {
  pages: ReturnType<typeof pagesOf>
  position: number
  progressId: string | undefined
}) =>
  pages.map((page, index) => (
    <div key={page.step} className="pps-form__step" hidden={index !== position}>
      {page.title ? (
        <h2 className="pps-form__step-title" tabIndex={-1} aria-describedby={progressId}>
          {page.title}
        </h2>
      ) : null}
      <div className="pps-form__row">
        {page.fields.map((field, fieldIndex) => (
          <Field key={field.id ?? field.name ?? fieldIndex} field={field} />
        ))}
      </div>
    </div>
  ))
