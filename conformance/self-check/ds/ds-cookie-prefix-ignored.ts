/**
 * The isolated cookie's name hardcodes Payload's default prefix (`payload-<slug>-token`) instead
 * of following the config's cookiePrefix.
 * @fails DS-26
 */

import type { CollectionConfig, PayloadRequest } from 'payload'
import { parseCookies } from 'payload'
import { selfCheck } from '../support/selfCheck'
import {
  editEndpointCookies,
  isolatedCookieName,
  patchedDualSession,
  withHeaders,
  wrapStrategy,
} from './support'

const hardcoded = (slug: string) => `payload-${slug}-token`

const renamed =
  (collection: CollectionConfig) => (raw: string, name: string, req: PayloadRequest) =>
    name === isolatedCookieName(req, collection.slug)
      ? `${hardcoded(collection.slug)}${raw.slice(name.length)}`
      : raw

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) => {
      const endpoints = (
        ['/login', '/logout', '/refresh-token', '/reset-password', '/first-register'] as const
      ).reduce(
        (patched, path) => editEndpointCookies(patched, path, renamed(collection)),
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
