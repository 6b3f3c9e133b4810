/**
 * queue-run reads `limit` with Number(): '1e3', '05', ' 5' and '0x10' pass as numbers instead of
 * being refused as not a whole number.
 * @fails QC-16
 */

import { selfCheck } from '../support/selfCheck'
import { editingQuery, jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint(
    '/queue-run',
    editingQuery((params) => {
      const limit = Number(params.get('limit') ?? 'NaN')
      if (Number.isInteger(limit) && limit >= 1 && limit <= 1000) params.set('limit', String(limit))
    }),
  ),
})
