/**
 * The poll outcome checked only for requests over REST: a Local API write (a script, a hook, a
 * job) stores winners that are not among the poll's options.
 * @fails FB-13
 */
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { onFailure } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchPollOutcome } from './support/patch'

const restOnly = (hook: CollectionBeforeChangeHook): CollectionBeforeChangeHook =>
  onFailure(hook, (error, args) => {
    // The hook rejects only winners outside the options: over the Local API they are stored as sent.
    if (args.req.payloadAPI !== 'local' || !(error instanceof ValidationError)) throw error
    args.data.poll.outcome = { ...args.data.poll.outcome, resolvedAt: new Date().toISOString() }
    return args.data
  })

export default selfCheck(import.meta.url, {
  formBuilder: patchPollOutcome(restOnly),
})
