/**
 * Retries without their backoff: the task is registered with the attempts only, so Payload retries
 * a failed delivery on the next run, whatever `delivery.backoff` (or its default) says.
 * @fails WH-13 WH-27
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { TASK } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) => {
    const built = await reference.webhooks!(options)(config)
    return {
      ...built,
      jobs: built.jobs && {
        ...built.jobs,
        tasks: built.jobs.tasks?.map((task) =>
          task.slug === TASK && typeof task.retries === 'object'
            ? { ...task, retries: { attempts: task.retries.attempts } }
            : task,
        ),
      },
    }
  },
})
