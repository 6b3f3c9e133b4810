/**
 * A delivery row with more than the spec's fields: the log also keeps the request headers it sent
 * (`requestHeaders`), handy for debugging but not a field the spec defines.
 * @fails WH-01
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { DELIVERIES } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    patchCollection(
      await reference.webhooks!(options)(config),
      options.slugs?.deliveries ?? DELIVERIES,
      (collection) => ({
        ...collection,
        fields: [...collection.fields, { name: 'requestHeaders', type: 'json' }],
      }),
    ),
})
