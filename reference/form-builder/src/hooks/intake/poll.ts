import { APIError } from 'payload'
import { SUBMISSIONS_SLUG } from '../../defaults'
import { effectivePollOptions, isPollClosed } from '../../polls'
import { clientIp, type Intake } from './context'

/** A poll form's settings and the answer that holds the vote. */
export interface Ballot {
  poll: Record<string, any>
  voteField: string
}

export const ballotOf = (form: Record<string, any>): Ballot | undefined => {
  const poll = form.poll as Record<string, any> | undefined
  return poll?.type ? { poll, voteField: String(poll.voteField || 'vote') } : undefined
}

/**
 * The vote, checked against the poll: still open, given, one choice unless multiple, each among the
 * poll's options. Returns its stored value and descriptor when it passes.
 */
export const checkVote = async (
  { resolved, req, form, t, now, incoming, errors }: Intake,
  { poll, voteField }: Ballot,
) => {
  const vote = incoming[voteField]
  const votes = (Array.isArray(vote) ? vote : [vote]).filter(
    (item) => item !== undefined && item !== null && item !== '',
  )
  const options = await effectivePollOptions(form, req, resolved.pollSources)
  const allowed = new Set(options.map((option) => option.value))
  if (isPollClosed(poll, now))
    errors.push({ path: `values.${voteField}`, message: t('pollClosed') })
  else if (votes.length === 0) errors.push({ path: `values.${voteField}`, message: t('required') })
  else if (votes.length > 1 && !poll.multiple)
    errors.push({ path: `values.${voteField}`, message: 'Pick one option.' })
  else if (votes.some((item) => !allowed.has(String(item)))) {
    errors.push({
      path: `values.${voteField}`,
      message: `Not among the poll's options: ${votes.filter((item) => !allowed.has(String(item))).join(', ')}`,
    })
  } else {
    return {
      value: poll.multiple ? votes.map(String) : String(votes[0]),
      descriptor: {
        type: 'vote',
        label: voteField,
        options: votes.map((item) => options.find((option) => option.value === String(item))),
      },
    }
  }
}

/**
 * Who votes, for a poll that takes one vote per submitter: the signed-in user, else the client's
 * IP. A second vote answers 409, unless the submission fails for another reason first.
 */
export const voterOf = async ({ req, form, errors }: Intake, { voteField }: Ballot) => {
  const voter = req.user
    ? `user:${req.user.collection}:${req.user.id}`
    : clientIp(req)
      ? `ip:${clientIp(req)}`
      : undefined
  if (!voter) {
    errors.push({
      path: `values.${voteField}`,
      message:
        'Cannot tell who is voting: sign in, or send through a proxy that sets X-Forwarded-For.',
    })
    return undefined
  }
  const earlier = await req.payload.count({
    collection: SUBMISSIONS_SLUG,
    where: { and: [{ form: { equals: form.id } }, { voter: { equals: voter } }] },
    overrideAccess: true,
    req,
  })
  if (earlier.totalDocs > 0 && errors.length === 0)
    throw new APIError('You have already voted in this poll.', 409)
  return voter
}
