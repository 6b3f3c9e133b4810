/**
 * The Local API trusted as the server: create and update of delivery rows are allowed to any Local API call, even one made with overrideAccess: false on behalf of a user.
 * @fails WH-04
 */
import type { Access, Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { DELIVERIES } from '../support/webhooks'

const write: Access = ({ req }) => req.payloadAPI === 'local'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    patchCollection(
      await reference.webhooks!(options)(config),
      options.slugs?.deliveries ?? DELIVERIES,
      (collection) => ({
        ...collection,
        access: { ...collection.access, create: write, update: write },
      }),
    ),
})
