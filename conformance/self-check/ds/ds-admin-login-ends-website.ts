/**
 * An admin sign-in "tidies up": a login that writes the shared (admin) cookie also expires the
 * website cookies the browser holds, so signing in to the admin ends the website session.
 * @fails DS-02
 */
import { parseCookies } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { expireAlso, isolatedCookieNames, patchedDualSession, sharedCookieName } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      expireAlso(collection, '/login', (req, set) => {
        if (!set.includes(sharedCookieName(req))) return []
        const held = parseCookies(req.headers)
        return isolatedCookieNames(req, options).filter((name) => held.has(name))
      }),
  }),
})
