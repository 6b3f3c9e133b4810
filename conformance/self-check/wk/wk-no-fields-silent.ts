/**
 * The host's onInit passed through as is: the plugin never warns at boot when the config it
 * received has no fields to attach guides to.
 * @fails WK-17
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) => {
      const { onInit: _withWarning, ...built } = await reference.adminWiki!(options)(config)
      return config.onInit ? { ...built, onInit: config.onInit } : built
    },
})
