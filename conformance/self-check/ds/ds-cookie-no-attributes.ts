/**
 * The isolated cookie written by hand as `name=value; Path=/`: login drops the attributes core's
 * writer gives a session cookie (HttpOnly, SameSite, Expires from tokenExpiration).
 * @fails DS-01
 */

import { selfCheck } from '../support/selfCheck'
import { editEndpointCookies, patchedDualSession, sharedCookieName } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      editEndpointCookies(collection, '/login', (raw, name, req) =>
        name === sharedCookieName(req) ? raw : `${raw.split(';')[0]}; Path=/`,
      ),
  }),
})
