/**
 * The poll outcome checked against the poll's own option list whatever its type: for a source poll
 * (whose options are what its source returns) a winner the source offers is rejected, and a value
 * left in the form's own list from before it became a source poll is accepted.
 * @fails FB-13
 */
import type { CollectionBeforeChangeHook } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchPollOutcome } from './support/patch'

const ownOptions =
  (hook: CollectionBeforeChangeHook): CollectionBeforeChangeHook =>
  async (args) => {
    const poll = args.data.poll
    if (poll?.type !== 'source') return hook(args)
    // The hook sees a manual poll with the form's own options, then the poll is a source poll again.
    const options = poll.options ?? args.originalDoc?.poll?.options ?? []
    const data = await hook({
      ...args,
      data: { ...args.data, poll: { ...poll, type: 'manual', options } },
    })
    data.poll = { ...data.poll, type: 'source', options: poll.options }
    if (poll.options === undefined) delete data.poll.options
    return data
  }

export default selfCheck(import.meta.url, {
  formBuilder: patchPollOutcome(ownOptions),
})
