/**
 * An override's `admin` replaces the plugin's instead of being merged over it: the consumer's
 * columns and group arrive, but the plugin's own admin defaults (useAsTitle) are lost.
 * @fails FB-02
 */
import type { Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-admin-override-replaces',
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    const admin = options.overrides?.forms?.admin
    return {
      ...built,
      collections: built.collections?.map((collection) => (collection.slug === 'forms' && admin ? { ...collection, admin } : collection)),
    }
  },
})
