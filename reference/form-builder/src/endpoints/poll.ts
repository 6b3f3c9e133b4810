import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { NO_STORE } from '../defaults'
import { countVotes } from '../hooks/pollOutcome'
import { effectivePollOptions, isPollClosed } from '../polls'
import type { ResolvedFormBuilder } from '../types'
import { readRoutedForm } from './routedForm'

/**
 * The poll form as the caller may read it (forms are public by default; an override may narrow
 * that): core's access answers 403, a missing form is a 404 naming it, and so is a form that is not a poll.
 */
const readPoll = async (req: PayloadRequest) => {
  const form = await readRoutedForm(req)
  // Stryker disable next-line OptionalChaining: a form read back always has its poll group, empty or not
  if (!form.poll?.type) throw new APIError(`Form ${form.id} is not a poll.`, 404)
  return form
}

export const buildPollEndpoints = ({ pollSources, now }: ResolvedFormBuilder): Endpoint[] => [
  /** GET /api/forms/:id/poll-options → { options: PollOption[] } (its own list or its source's). */
  {
    path: '/:id/poll-options',
    method: 'get',
    handler: async (req) => {
      const form = await readPoll(req)
      return Response.json(
        { options: await effectivePollOptions(form, req, pollSources) },
        { headers: NO_STORE },
      )
    },
  },
  /**
   * GET /api/forms/:id/poll-results → counts per option, per the poll's visibility: public (anyone),
   * afterClose (anyone once closed, signed-in users before), editors (signed-in users only).
   */
  {
    path: '/:id/poll-results',
    method: 'get',
    handler: async (req) => {
      const form = await readPoll(req)
      const poll = form.poll
      const closed = isPollClosed(poll, now())
      const visibility = poll.visibility ?? 'afterClose'
      const allowed =
        Boolean(req.user) || visibility === 'public' || (visibility === 'afterClose' && closed)
      if (!allowed) throw new APIError('Results of this poll are not visible to you yet.', 403)
      const options = await effectivePollOptions(form, req, pollSources)
      const counts = await countVotes(form, req)
      return Response.json(
        {
          type: poll.type,
          closed,
          total: Object.values(counts).reduce((sum, count) => sum + count, 0),
          results: options.map((option) => ({ ...option, count: counts[option.value] ?? 0 })),
          // Stryker disable OptionalChaining: a poll read back always has its outcome group
          outcome: {
            winningValues: poll.outcome?.winningValues ?? [],
            resolvedAt: poll.outcome?.resolvedAt ?? null,
          },
        },
        { headers: NO_STORE },
      )
      // Stryker restore OptionalChaining
    },
  },
]
