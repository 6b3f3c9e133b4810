import {
  afterEach,
  beforeAll,
  type Host,
  useHost,
  type WebhooksConsole,
  WH_USER,
  webhooksConsole,
} from '../harness'
import whHost from './wh-host'

export const DELIVERIES = 'webhook-deliveries'

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
