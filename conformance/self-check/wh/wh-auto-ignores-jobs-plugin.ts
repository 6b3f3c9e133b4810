/**
 * Mode `auto` decided from `jobs.autoRun` alone: the suite's jobs plugin (announced in
 * config.custom) is not taken as a runner, so auto delivers inline next to it.
 * @fails WH-24 WH-27
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { deliveryOption } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => (config: Config) => {
    const delivery = deliveryOption(options)
    if ((delivery.mode ?? 'auto') !== 'auto') return reference.webhooks!(options)(config)
    const mode = config.jobs?.autoRun ? 'queue' : 'inline'
    return reference.webhooks!({ ...options, delivery: { ...delivery, mode } })(config)
  },
})
