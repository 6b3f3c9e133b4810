import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'
import { defaultNow, FORMS_SLUG, SUBMISSIONS_SLUG } from '../defaults'
import { formBuilderT } from '../i18n'
import { effectivePollOptions, isPollClosed } from '../polls'
import type { ResolvedFormBuilder } from '../types'

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value) => b.includes(value))

const asValues = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/** Vote counts of a poll form, read from its stored submissions (flagged ones excluded). */
export const countVotes = async (form: Record<string, any>, req: PayloadRequest) => {
  const voteField = form.poll?.voteField || 'vote'
  const { docs } = await req.payload.find({
    collection: SUBMISSIONS_SLUG,
    where: { and: [{ form: { equals: form.id } }, { status: { not_equals: 'flagged' } }] },
    pagination: false,
    depth: 0,
    select: { values: true },
    overrideAccess: true,
    req,
  })
  const counts: Record<string, number> = {}
  for (const doc of docs) {
    for (const value of [(doc.values as Record<string, unknown> | undefined)?.[voteField]].flat()) {
      if (value !== undefined && value !== null)
        counts[String(value)] = (counts[String(value)] ?? 0) + 1
    }
  }
  return counts
}

/**
 * When a poll closes (closed set, or closesAt reached, on a save), a strategy with `resolve`
 * writes the winners. pollOutcomeBeforeChange then checks them like any other author's.
 */
export const buildClosePollBeforeChange =
  ({ pollTypes, pollSources, now }: ResolvedFormBuilder): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req }) => {
    const poll = data.poll
    if (!poll?.type) return data
    const strategy = pollTypes?.[poll.type]
    // Closed as of the last save: a closesAt that passed since then closes the poll on this save.
    const wasClosed = isPollClosed(
      originalDoc?.poll,
      originalDoc?.updatedAt ? new Date(originalDoc.updatedAt) : now(),
    )
    if (!strategy?.resolve || wasClosed || !isPollClosed(poll, now())) return data
    const form = { ...originalDoc, ...data }
    const options = await effectivePollOptions(form, req, pollSources)
    const counts = originalDoc?.id === undefined ? {} : await countVotes(form, req)
    const winners = await strategy.resolve({ form, options, counts, req })
    poll.outcome = { ...poll.outcome, winningValues: winners.map(String) }
    return data
  }

/**
 * Rejects winners that are not among the poll's effective options, whoever wrote them (REST, Local
 * API, a strategy), and stamps outcome.resolvedAt: the server's clock is the only author of it.
 */
export const buildPollOutcomeBeforeChange =
  ({
    pollSources,
    now,
  }: Pick<ResolvedFormBuilder, 'pollSources' | 'now'>): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req, collection }) => {
    const poll = data.poll
    if (!poll || typeof poll !== 'object') return data
    const winners = asValues(poll.outcome?.winningValues)
    const previous = asValues(originalDoc?.poll?.outcome?.winningValues)

    if (winners.length > 0) {
      const options = await effectivePollOptions({ ...originalDoc, ...data }, req, pollSources)
      const known = new Set(options.map((option) => option.value))
      const offending = winners.filter((value) => !known.has(value))
      if (offending.length > 0) {
        const t = formBuilderT(req.t)
        throw new ValidationError(
          {
            collection: collection?.slug ?? FORMS_SLUG,
            errors: [
              {
                path: 'poll.outcome.winningValues',
                message: t('notAPollOption', {
                  offending: offending.join(', '),
                  options: [...known].join(', ') || t('noOptions'),
                }),
              },
            ],
          },
          req.t,
        )
      }
    }

    const stamp = now().toISOString()
    const resolvedAt =
      winners.length === 0
        ? null
        : sameSet(winners, previous)
          ? (originalDoc?.poll?.outcome?.resolvedAt ?? stamp)
          : stamp
    poll.outcome = { ...poll.outcome, winningValues: winners, resolvedAt }
    return data
  }

/**
 * The check on its own, for a host's collection: the system clock, and only polls' own option
 * lists (no `poll.sources`). The plugin's forms collection runs one bound to the plugin's options.
 */
export const pollOutcomeBeforeChange = buildPollOutcomeBeforeChange({
  pollSources: undefined,
  now: defaultNow,
})
