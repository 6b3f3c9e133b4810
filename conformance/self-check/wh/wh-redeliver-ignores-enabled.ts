/**
 * Redeliver checks that the subscription exists but not that it is enabled: a delivery of a
 * disabled subscription is sent again.
 * @fails WH-17
 */
import type { Config, Payload } from 'payload'
import reference from '../../../reference'
import { overrideMethods, withPayload } from '../support/patch'
import { SUBSCRIPTIONS, wrapDelivery } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

const seenEnabled = (payload: Payload): Payload =>
  overrideMethods(payload, {
    db: (db) =>
      overrideMethods(db, {
        findOne: (findOne) =>
          (async (args: Parameters<typeof findOne>[0]) => {
            const doc = (await findOne(args)) as Record<string, any> | null
            return doc && args.collection === SUBSCRIPTIONS ? { ...doc, enabled: true } : doc
          }) as typeof findOne,
      }),
  })

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      endpoints: (req, run) => withPayload(req, seenEnabled, run),
    }),
})
