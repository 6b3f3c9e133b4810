/** Everything a conformance test file needs from the kit and the fixtures, in one import. */

export {
  createClient,
  errorMessage,
  HttpClient,
  type HttpResponse,
  setCookieHeaders,
} from '../../fixtures/client'
export { type FakeUser, fakeUser, seededFaker } from '../../fixtures/data'
export { type Forwarder, startForwarder } from '../../fixtures/forwarder'
export { bootHost, type Host } from '../../fixtures/host'
export { handOf, hasCoreLease, heldBy, type JobHandFields } from '../../fixtures/job-hand'
export { advanceJobsClock, resetJobsClock } from '../../fixtures/jobs-clock'
export { poll } from '../../fixtures/poll'
export { type HostProcess, spawnHost } from '../../fixtures/process'
export {
  type ReceivedRequest,
  type Receiver,
  type ReceiverReply,
  startReceiver,
} from '../../fixtures/receiver'
export {
  type DeliveryRow,
  type WebhooksConsole,
  WH_USER,
  webhooksConsole,
} from '../../fixtures/webhooks'
export { expectations, implementation, implementationPath } from '../kit/under-test'
export * from '../kit/vitest'
export {
  expectAccepted,
  expectBlock,
  expectCollection,
  expectExport,
  expectField,
  expectOptionCalled,
  expectRefusal,
  failExpectation,
  setupStep,
} from './expect-plugin'
export { useHost, withHost } from './host'
export { useReceiver } from './receiver'
