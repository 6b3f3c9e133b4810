import { useId } from 'react'
import { useRenderSettings } from './context'
import type { PollResults as Results } from './remote'

/** A poll's counts as bars, each with its votes and share; the winners of a resolved poll are marked. */
export const PollResults = ({ results }: { results: Results }) => {
  const { t, locale } = useRenderSettings()
  const headingId = useId()
  const number = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const plural = new Intl.PluralRules(locale)
  const votes = (count: number) =>
    t(`votes.${plural.select(count) === 'one' ? 'one' : 'other'}`, { count: number.format(count) })
  const winners = new Set(results.outcome.winningValues)
  return (
    <section className="pps-form__results" aria-labelledby={headingId}>
      <h2 id={headingId} className="pps-form__results-title">
        {t('pollResults')}
      </h2>
      <ul className="pps-form__results-list">
        {results.results.map((option) => {
          const share = results.total ? option.count / results.total : 0
          const winner = winners.has(option.value)
          return (
            <li
              key={option.value}
              className={['pps-form__result', winner ? 'pps-form__result--winner' : '']
                .filter(Boolean)
                .join(' ')}
            >
              <span className="pps-form__result-label">
                {option.label || option.value}
                {winner ? <strong className="pps-form__winner">{t('winner')}</strong> : null}
              </span>
              <span className="pps-form__result-count">
                {votes(option.count)} · {percent.format(share)}
              </span>
              {/* The bar repeats the share the text states. */}
              <span className="pps-form__result-bar" aria-hidden="true">
                <span style={{ width: `${share * 100}%` }} />
              </span>
            </li>
          )
        })}
      </ul>
      <p className="pps-form__results-total">
        {t('totalVotes', { count: number.format(results.total) })}
      </p>
    </section>
  )
}
