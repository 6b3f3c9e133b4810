import { type Receiver, startReceiver } from '../../fixtures/receiver'
import { afterAll, afterEach, beforeAll } from '../kit/vitest'

/**
 * A webhook receiver for the enclosing describe block: started before its other hooks (call it
 * first), closed after all its tests; `resetAfterEach` forgets recorded requests and scripts
 * between tests.
 */
export const useReceiver = ({ resetAfterEach = false } = {}): (() => Receiver) => {
  let receiver: Receiver | undefined
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  if (resetAfterEach) afterEach(() => receiver?.reset())
  afterAll(async () => {
    await receiver?.close()
  })
  return () => {
    if (!receiver)
      throw new Error(
        'useReceiver(): the receiver is not started yet (call it inside a test or hook)',
      )
    return receiver
  }
}
