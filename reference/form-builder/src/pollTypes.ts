import type { PollStrategyContext, PollType } from './types'

/** Every option with the highest count (a tie keeps them all); no votes, no winner. */
const mostVoted = ({ options, counts }: PollStrategyContext) => {
  const best = Math.max(0, ...options.map((option) => counts[option.value] ?? 0))
  return best === 0 ? [] : options.filter((option) => (counts[option.value] ?? 0) === best).map((option) => option.value)
}

export const defaultPollTypes: PollType[] = [
  { slug: 'manual', label: 'Manual (editors pick winners)' },
  { slug: 'mostVoted', label: 'Most voted', resolve: mostVoted },
  {
    slug: 'source',
    label: 'From a source',
    // The source may name winners (options with winner: true); otherwise the votes decide.
    resolve: (context) => {
      const named = context.options.filter((option) => option.winner === true).map((option) => option.value)
      return named.length ? named : mostVoted(context)
    },
  },
]
