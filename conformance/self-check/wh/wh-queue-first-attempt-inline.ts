/**
 * Queue mode that makes the first attempt inside the write and queues only the retries: the row is
 * no longer pending when the write returns, and the attempt count is one ahead of the queue's runs.
 * @fails WH-11 WH-13 WH-14
 */

import { selfCheck } from '../support/selfCheck'
import { TASK, wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: async (req, run) => {
      const result = await run()
      const { docs } = await req.payload.find({
        collection: 'payload-jobs',
        depth: 0,
        pagination: false,
        req,
        where: {
          and: [
            { taskSlug: { equals: TASK } },
            { totalTried: { equals: 0 } },
            { processing: { equals: false } },
          ],
        },
      })
      for (const job of docs) await req.payload.jobs.runByID({ id: job.id, req })
      return result
    },
  }),
})
