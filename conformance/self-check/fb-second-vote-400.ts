/**
 * A second vote under onePerSubmitter answered as a validation error (400) instead of a conflict
 * (409).
 * @fails FB-35
 */
import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig, type Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const conflictAs400 =
  (hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook =>
  async (args) => {
    try {
      return await hook(args)
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error
      throw new ValidationError({ collection: 'form-submissions', errors: [{ path: 'values.vote', message: (error as Error).message }] }, args.req.t)
    }
  }

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-second-vote-400',
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    const consumer: unknown[] = options.overrides?.formSubmissions?.hooks?.beforeValidate ?? []
    return {
      ...built,
      collections: built.collections?.map((collection): CollectionConfig => {
        if (collection.slug !== 'form-submissions') return collection
        const beforeValidate = (collection.hooks?.beforeValidate ?? []).map((hook) => (consumer.includes(hook) ? hook : conflictAs400(hook)))
        return { ...collection, hooks: { ...collection.hooks, beforeValidate } }
      }),
    }
  },
})
