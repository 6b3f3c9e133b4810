/**
 * Access predicates evaluated with fewer arguments: the plugin hands the project's predicates a
 * request without its locale, so locale-restricted authoring (a translator writing German) is
 * refused everywhere, in the REST API, the targets-map permissions and orphaned-targets.
 * @fails WK-08 WK-12 WK-15
 */
import type { Access } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const withoutLocale =
  (access: Access): Access =>
  (args) =>
    access({
      ...args,
      req: { ...args.req, locale: undefined },
    } as Parameters<Access>[0])

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!(
      options.access
        ? {
            ...options,
            access: Object.fromEntries(
              Object.entries(options.access as Record<string, Access>).map(
                ([operation, access]) => [operation, withoutLocale(access)],
              ),
            ),
          }
        : options,
    ),
})
