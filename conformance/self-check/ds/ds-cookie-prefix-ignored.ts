/**
 * The isolated cookie's name hardcodes Payload's default prefix (`payload-<slug>-token`) instead
 * of following the config's cookiePrefix.
 * @fails DS-26
 */

import type { CollectionConfig, PayloadHandler, PayloadRequest } from 'payload'
import { parseCookies } from 'payload'
import { selfCheck } from '../support/selfCheck'
import {
  editSetCookies,
  isolatedCookieName,
  patchedDualSession,
  withHeaders,
  wrapEndpoint,
  wrapStrategy,
} from './support'

const hardcoded = (slug: string) => `payload-${slug}-token`

const renamed =
  (collection: CollectionConfig) =>
  (handler: PayloadHandler): PayloadHandler =>
  async (req: PayloadRequest) =>
    editSetCookies(await handler(req), (raw, name) =>
      name === isolatedCookieName(req, collection.slug)
        ? `${hardcoded(collection.slug)}${raw.slice(name.length)}`
        : raw,
    )

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) => {
      const endpoints = (
        ['/login', '/logout', '/refresh-token', '/reset-password', '/first-register'] as const
      ).reduce(
        (patched, path) => wrapEndpoint(patched, 'post', path, renamed(collection)),
        collection,
      )
      // The strategy reads the hardcoded name: hand it over under the name the reference reads.
      return wrapStrategy(endpoints, (authenticate) => (args) => {
        const expected = `${args.payload.config.cookiePrefix}-${collection.slug}-token`
        const token = parseCookies(args.headers).get(hardcoded(collection.slug))
        if (expected === hardcoded(collection.slug) || !token) return authenticate(args)
        return authenticate(
          withHeaders(args, (headers) =>
            headers.set('cookie', `${headers.get('cookie')}; ${expected}=${token}`),
          ),
        )
      })
    },
  }),
})
