/**
 * A collection's `operations` list not applied: every enabled collection emits all three events,
 * so a create-only collection sends updates and deletes too.
 * @fails WH-10
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) =>
    reference.webhooks!({
      ...options,
      collections: Object.fromEntries(
        Object.keys(options.collections ?? {}).map((slug) => [slug, true]),
      ),
    }),
})
