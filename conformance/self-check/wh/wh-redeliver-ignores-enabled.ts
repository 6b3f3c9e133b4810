/**
 * Redeliver checks that the subscription exists but not that it is enabled: a delivery of a
 * disabled subscription is sent again.
 * @fails WH-17
 */
import type { Payload } from 'payload'
import { overrideMethods, withPayload } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { SUBSCRIPTIONS, wrappedWebhooks } from '../support/webhooks'

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
  webhooks: wrappedWebhooks({
    endpoints: (req, run) => withPayload(req, seenEnabled, run),
  }),
})
