/**
 * The isolated cookie written by hand as `name=value; Path=/`: login drops the attributes core's
 * writer gives a session cookie (HttpOnly, SameSite, Expires from tokenExpiration).
 * @fails DS-01
 */

import { selfCheck } from '../support/selfCheck'
import { editSetCookies, patchedDualSession, sharedCookieName, wrapEndpoint } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(
        collection,
        'post',
        '/login',
        (handler) => async (req) =>
          editSetCookies(await handler(req), (raw, name) =>
            name === sharedCookieName(req) ? raw : `${raw.split(';')[0]}; Path=/`,
          ),
      ),
  }),
})
