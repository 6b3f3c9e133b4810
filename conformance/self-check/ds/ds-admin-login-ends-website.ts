/**
 * An admin sign-in "tidies up": a login that writes the shared (admin) cookie also expires the
 * website cookies the browser holds, so signing in to the admin ends the website session.
 * @fails DS-02
 */
import { parseCookies } from 'payload'
import { selfCheck } from '../support/selfCheck'
import {
  editSetCookies,
  expiredCookie,
  isolatedCookieName,
  listedSlugs,
  patchedDualSession,
  setCookieNames,
  sharedCookieName,
  wrapEndpoint,
} from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      wrapEndpoint(collection, 'post', '/login', (handler) => async (req) => {
        const response = await handler(req)
        if (!setCookieNames(response).includes(sharedCookieName(req))) return response
        const held = parseCookies(req.headers)
        const website = listedSlugs(options)
          .map((slug) => isolatedCookieName(req, slug))
          .filter((name) => held.has(name))
        return editSetCookies(response, (raw) => [
          raw,
          ...website.map((name) => expiredCookie(req, collection.slug, name)),
        ])
      }),
  }),
})
