/**
 * GET /api/forms/:id/poll-options answers 200 with no options where the spec says 404: for an
 * unknown form or one that is not a poll.
 * @fails FB-16
 */
import type { PayloadHandler } from 'payload'
import { onFailure } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchFormsEndpoint } from './support/patch'

const emptyOn404 = (handler: PayloadHandler): PayloadHandler =>
  onFailure(handler, (error) => {
    if ((error as { status?: number }).status === 404) return Response.json({ options: [] })
    throw error
  })

export default selfCheck(import.meta.url, {
  formBuilder: patchFormsEndpoint('/:id/poll-options', emptyOn404),
})
