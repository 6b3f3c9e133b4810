/**
 * The stamp's age is not applied (maxAgeSeconds read as "no limit"): a leaked stamp replayed an
 * hour later still decides the session.
 * @fails DS-24
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession } from './support'

const TEN_YEARS = 10 * 365 * 24 * 3600

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    options: (options) =>
      options.proxy
        ? { ...options, proxy: { ...options.proxy, maxAgeSeconds: TEN_YEARS } }
        : options,
  }),
})
