import reference from '../../../reference'
import { defineImplementation } from '../../kit/contract'

/** The reference without its optional parts: no request proxy, no reliability layer, no wiki video. */
const { dualSessionProxy: _proxy, sweepOrphans: _sweepOrphans, ...rest } = reference
export default defineImplementation({
  ...rest,
  name: 'without optional parts',
  features: { video: false },
})
