/**
 * Access copied from `forms` onto `form-submissions`: submissions become publicly readable, so
 * anyone can list what others submitted.
 * @fails FB-01
 */
import type { Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-submissions-public-read',
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    return {
      ...built,
      collections: built.collections?.map((collection) =>
        collection.slug === 'form-submissions' ? { ...collection, access: { ...collection.access, read: () => true } } : collection,
      ),
    }
  },
})
