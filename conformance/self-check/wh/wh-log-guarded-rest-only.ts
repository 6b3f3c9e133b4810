/**
 * Writes to the delivery log refused only where the admin and the REST API reach them: access allows any call that is not REST, so GraphQL mutations and Local API calls without overrideAccess write rows.
 * @fails WH-03 WH-04
 */
import type { Access, Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { DELIVERIES } from '../support/webhooks'

const write: Access = ({ req }) => req.payloadAPI !== 'REST'

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
