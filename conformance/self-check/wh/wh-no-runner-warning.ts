/**
 * The host's onInit passed through as is: queued deliveries with no runner to run them are never
 * warned about at boot.
 * @fails WH-24 WH-25
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) => {
    const { onInit: _withWarning, ...built } = await reference.webhooks!(options)(config)
    return config.onInit ? { ...built, onInit: config.onInit } : built
  },
})
