/**
 * Redeliver replays to the original row's endpoint, not to the subscription's current URL (the
 * row's `endpoint` copied instead of the subscription read again).
 * @fails WH-16
 */
import type { Payload } from 'payload'
import { overrideMethods, withPayload } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { DELIVERIES, SUBSCRIPTIONS, wrappedWebhooks } from '../support/webhooks'

/** A payload whose subscription reads carry the URL of the last delivery row read. */
const oldUrls = (payload: Payload): Payload => {
  let endpoint: string | undefined
  return overrideMethods(payload, {
    db: (db) =>
      overrideMethods(db, {
        findOne: (findOne) =>
          (async (args: Parameters<typeof findOne>[0]) => {
            const doc = (await findOne(args)) as Record<string, any> | null
            if (doc && args.collection === DELIVERIES) endpoint = doc.endpoint
            return doc && args.collection === SUBSCRIPTIONS && endpoint
              ? { ...doc, url: endpoint }
              : doc
          }) as typeof findOne,
      }),
  })
}

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    endpoints: (req, run) => withPayload(req, oldUrls, run),
  }),
})
