import { useRenderSettings } from './context'

/**
 * Where a visitor is in a multi-step form: "Step 2 of 3" and, when steps have titles, each step by
 * its title with the current one marked (aria-current). `titles` are those of the reachable steps.
 */
export const StepProgress = ({
  id,
  titles,
  position,
}: {
  id: string
  titles: Array<string | null>
  position: number
}) => {
  const { t } = useRenderSettings()
  return (
    <div className="pps-form__progress">
      <p id={id} className="pps-form__progress-count">
        {t('stepOf', { step: position + 1, count: titles.length })}
      </p>
      {titles.some(Boolean) ? (
        <ol className="pps-form__progress-steps" aria-label={t('progress')}>
          {titles.map((title, index) => (
            <li key={index} aria-current={index === position ? 'step' : undefined}>
              {title || t('step', { step: index + 1 })}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
