/**
 * The delivery log readable by anyone: read access left open (as for a public collection), so
 * anonymous callers list rows and their bodies.
 * @fails WH-05
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
        access: { ...collection.access, read: () => true },
      }),
    ),
})
