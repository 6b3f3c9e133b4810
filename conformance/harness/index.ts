/** Everything a conformance test file needs; tests import helpers from here only. */
export * from './vitest'
export { implementation, implementationPath, expectations } from './implementation'
export { useHost, withHost } from './host'
export { bootHost, type Host } from '../../fixtures/host'
export { createClient, HttpClient, setCookieHeaders, type HttpResponse } from '../../fixtures/client'
export { poll } from '../../fixtures/poll'
export { fakeUser, seededFaker, type FakeUser } from '../../fixtures/data'
export { startReceiver, type Receiver, type ReceiverReply, type ReceivedRequest } from '../../fixtures/receiver'
export { useReceiver } from './receiver'
export { useWebhooksHost } from './webhooks'
export { webhooksConsole, WH_USER, type DeliveryRow, type WebhooksConsole } from '../../fixtures/webhooks'
export {
  lexicalBlock,
  lexicalParagraph,
  signInWikiUser,
  tinyMp4,
  tinyPng,
  uploadFile,
  type WikiRole,
  type WikiUser,
} from '../../fixtures/hosts/wk-support'
export { advanceJobsClock, resetJobsClock } from '../../fixtures/jobs-clock'
export { startForwarder, type Forwarder } from '../../fixtures/forwarder'
