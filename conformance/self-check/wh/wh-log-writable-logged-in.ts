/**
 * The delivery log's writes guarded like its reads: any logged-in caller may create and update rows (REST, GraphQL and the Local API with a user), so the log is no longer server-written.
 * @fails WH-02 WH-03 WH-04
 */
import type { Access, Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { DELIVERIES } from '../support/webhooks'

const write: Access = ({ req }) => Boolean(req.user)

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
