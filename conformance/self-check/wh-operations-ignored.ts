/**
 * A collection's `operations` list not applied: every enabled collection emits all three events,
 * so a create-only collection sends updates and deletes too.
 * @fails WH-10
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-operations-ignored',
  webhooks: (options: any) =>
    reference.webhooks!({
      ...options,
      collections: Object.fromEntries(Object.keys(options.collections ?? {}).map((slug) => [slug, true])),
    }),
})
