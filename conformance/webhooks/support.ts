import {
  type Host,
  type Receiver,
  type WebhooksConsole,
  WH_USER,
  webhooksConsole,
} from '../../fixtures'
import { afterEach, beforeAll, useHost, useReceiver, withHost } from '../harness'
import whAdmin, { type WhAdminOptions } from './wh-admin'
import whHost from './wh-host'

export const DELIVERIES = 'webhook-deliveries'

/** Subscribes `operator` to every posts event, delivered to `path` on `receiver`. */
export const subscribeToPosts = (operator: WebhooksConsole, receiver: Receiver, path: string) =>
  operator.subscribe({ url: receiver.urlFor(path), collections: ['posts'] })

/** The queue the family's queue-mode hosts deliver on unless a test names another. */
export const QUEUE = 'webhooks'

/** Queue delivery on `queue` with `retries` retries due at once (a fixed backoff of 0). */
export const queueDelivery = (retries: number, queue = QUEUE) => ({
  mode: 'queue',
  queue,
  retries,
  backoff: { type: 'fixed', delay: 0 },
})

/**
 * Boots a host of its own for one test (`wh-host`, or `wh-admin` with `{ admin: true }` for the
 * jobs plugin's runner options) and runs `run` with its signed-in operator console.
 */
export const withWebhooksHost = <T>(
  options: WhAdminOptions,
  run: (operator: WebhooksConsole, host: Host) => Promise<T>,
  { admin = false } = {},
) =>
  withHost({ fixture: admin ? whAdmin : whHost, options }, async (host) =>
    run(await webhooksConsole(host, { credentials: WH_USER }), host),
  )

/** Boot warnings that deliveries queue with no runner covering their queue (WH-25, WH-52). */
export const runnerWarnings = (host: Host) =>
  host.logs.filter(
    (entry) => entry.level === 40 && /webhook/i.test(entry.msg) && /runner/i.test(entry.msg),
  )

export const deliveryRowCount = async (host: Host) =>
  (await host.payload.count({ collection: DELIVERIES })).totalDocs

/**
 * A `wh-host` for the enclosing describe block plus its signed-in operator console. With
 * `disableSubscriptionsAfterEach`, the subscriptions a test made are disabled after it, so later
 * tests on the same host never receive its deliveries.
 */
export const useWebhooksHost = (
  options: Record<string, unknown>,
  { disableSubscriptionsAfterEach = false } = {},
) => {
  const host = useHost({ fixture: whHost, options })
  let operator: WebhooksConsole | undefined
  beforeAll(async () => {
    operator = await webhooksConsole(host(), { credentials: WH_USER })
  })
  if (disableSubscriptionsAfterEach) {
    afterEach(async () => {
      await host().payload.update({
        collection: 'webhook-subscriptions',
        where: {},
        data: { enabled: false },
      })
    })
  }
  return {
    host,
    operator: () => {
      if (!operator)
        throw new Error(
          'useWebhooksHost(): the operator is not signed in yet (call it inside a test or hook)',
        )
      return operator
    },
  }
}

/**
 * The two hosts the delivery-state tests compare: an inline `wh-host` and a queue-mode one with
 * `retries` retries due at once, each with its signed-in operator and its subscriptions disabled
 * after each test, and the one receiver both deliver to, reset after each test.
 */
export const useDeliveryHosts = (retries: number) => {
  const inline = useWebhooksHost({ delivery: 'inline' }, { disableSubscriptionsAfterEach: true })
  const queued = useWebhooksHost(
    { delivery: queueDelivery(retries) },
    { disableSubscriptionsAfterEach: true },
  )
  return {
    inlineHost: inline.host,
    inline: inline.operator,
    queueHost: queued.host,
    queued: queued.operator,
    receiver: useReceiver({ resetAfterEach: true }),
  }
}
