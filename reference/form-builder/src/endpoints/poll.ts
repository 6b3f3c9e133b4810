import type { Endpoint, PayloadRequest } from 'payload'
import { countVotes } from '../hooks/pollOutcome'
import { effectivePollOptions, FORMS_SLUG, isPollClosed, runtimeOf } from '../runtime'

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The form as the caller may read it (forms are public by default; an override may narrow that). */
const readForm = async (req: PayloadRequest) => {
  const id = req.routeParams?.id as string | undefined
  if (!id) return { error: json({ errors: [{ message: 'A form id is required.' }] }, 400) }
  try {
    const form = await req.payload.findByID({ collection: FORMS_SLUG, id, depth: 0, overrideAccess: false, req })
    return { form }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403) return { error: json({ errors: [{ message: 'You are not allowed to read this form.' }] }, 403) }
    return { error: json({ errors: [{ message: `No form with id ${id}.` }] }, 404) }
  }
}

/** GET /api/forms/:id/poll-options → { options: PollOption[] } (its own list or its source's). */
export const pollOptionsEndpoint: Endpoint = {
  path: '/:id/poll-options',
  method: 'get',
  handler: async (req) => {
    const { form, error } = await readForm(req)
    if (error) return error
    if (!form!.poll?.type) return json({ errors: [{ message: 'This form is not a poll.' }] }, 404)
    return json({ options: await effectivePollOptions(form!, req) })
  },
}

/**
 * GET /api/forms/:id/poll-results → counts per option, per the poll's visibility: public (anyone),
 * afterClose (anyone once closed, signed-in users before), editors (signed-in users only).
 */
export const pollResultsEndpoint: Endpoint = {
  path: '/:id/poll-results',
  method: 'get',
  handler: async (req) => {
    const { form, error } = await readForm(req)
    if (error) return error
    const poll = form!.poll
    if (!poll?.type) return json({ errors: [{ message: 'This form is not a poll.' }] }, 404)
    const closed = isPollClosed(poll, runtimeOf(req.payload).now())
    const visibility = poll.visibility ?? 'afterClose'
    const allowed = Boolean(req.user) || visibility === 'public' || (visibility === 'afterClose' && closed)
    if (!allowed) return json({ errors: [{ message: 'Results of this poll are not visible to you yet.' }] }, 403)
    const options = await effectivePollOptions(form!, req)
    const counts = await countVotes(form!, req)
    return json({
      type: poll.type,
      closed,
      total: Object.values(counts).reduce((sum, count) => sum + count, 0),
      results: options.map((option) => ({ ...option, count: counts[option.value] ?? 0 })),
      outcome: { winningValues: poll.outcome?.winningValues ?? [], resolvedAt: poll.outcome?.resolvedAt ?? null },
    })
  },
}
