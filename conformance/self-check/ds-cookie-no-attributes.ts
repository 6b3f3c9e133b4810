/**
 * The isolated cookie written by hand as `name=value; Path=/`: login drops the attributes core's
 * writer gives a session cookie (HttpOnly, SameSite, Expires from tokenExpiration).
 * @fails DS-01
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { editSetCookies, patchedDualSession, sharedCookieName, wrapEndpoint } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-cookie-no-attributes',
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(collection, 'post', '/login', (handler) => async (req) =>
        editSetCookies(await handler(req), (raw, name) => (name === sharedCookieName(req) ? raw : `${raw.split(';')[0]}; Path=/`)),
      ),
  }),
})
