import { formBuilderLabel } from './i18n'
import type { PollStrategyContext, PollType } from './types'

/** Every option with the highest count (a tie keeps them all); no votes, no winner. */
const mostVoted = ({ options, counts }: PollStrategyContext) => {
  const best = Math.max(0, ...options.map((option) => counts[option.value] ?? 0))
  return best === 0
    ? []
    : options.filter((option) => (counts[option.value] ?? 0) === best).map((option) => option.value)
}

export const defaultPollTypes: PollType[] = [
  { slug: 'manual', label: formBuilderLabel('pollTypeManual') },
  { slug: 'mostVoted', label: formBuilderLabel('pollTypeMostVoted'), resolve: mostVoted },
  {
    slug: 'source',
    label: formBuilderLabel('pollTypeSource'),
    // The source may name winners (options with winner: true); otherwise the votes decide.
    resolve: (context) => {
      const named = context.options
        .filter((option) => option.winner === true)
        .map((option) => option.value)
      return named.length ? named : mostVoted(context)
    },
  },
]
