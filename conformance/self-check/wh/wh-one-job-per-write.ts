/**
 * One job per write instead of one per delivery row: queue mode folds the deliveries a write makes
 * into a single webhooksDeliver job whose input lists them all (each row names that job), so a
 * retry or a failure concerns every delivery of the write at once.
 * @fails WH-36
 */
import type { Config, Payload } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { DELIVERIES, TASK, wrapDelivery } from '../support/webhooks'

const freshJobs = async (
  payload: Payload,
): Promise<Array<{ id: number | string; input: { deliveryId: string } }>> =>
  (
    await payload.find({
      collection: 'payload-jobs',
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      where: {
        and: [
          { taskSlug: { equals: TASK } },
          { totalTried: { equals: 0 } },
          { processing: { equals: false } },
        ],
      },
    })
  ).docs as never

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: async (req, run) => {
        const before = new Set((await freshJobs(req.payload)).map((job) => String(job.id)))
        const result = await run()
        const [first, ...rest] = (await freshJobs(req.payload)).filter(
          (job) => !before.has(String(job.id)),
        )
        if (!rest.length) return result
        const deliveryIds = [first, ...rest].map((job) => job.input.deliveryId)
        await req.payload.update({
          collection: 'payload-jobs',
          id: first.id,
          data: { input: { deliveryIds } },
          req,
        })
        await req.payload.delete({
          collection: 'payload-jobs',
          where: { id: { in: rest.map((job) => job.id) } },
          req,
        })
        await req.payload.update({
          collection: options.slugs?.deliveries ?? DELIVERIES,
          where: { id: { in: deliveryIds } },
          data: { jobId: String(first.id) },
          req,
        })
        return result
      },
      // The folded job delivers each row it lists; one failure fails (and retries) the whole job.
      task: async (_req, run, args) => {
        const deliveryIds: string[] | undefined = args?.input?.deliveryIds
        if (!deliveryIds) return run()
        const failures: unknown[] = []
        for (const deliveryId of deliveryIds)
          await Promise.resolve(run({ ...args, input: { deliveryId } })).catch((error) =>
            failures.push(error),
          )
        if (failures.length) throw failures[0]
        return { output: {} }
      },
    }),
})
