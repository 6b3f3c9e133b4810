/**
 * Poll results visibility `afterClose` read as `public`: anonymous visitors see the counts while
 * the poll is still open.
 * @fails FB-37
 */
import type { PayloadHandler } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchFormsEndpoint } from './support/patch'

const afterCloseIsPublic =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    const form = await req.payload.findByID({
      collection: 'forms',
      id: req.routeParams!.id as string,
      depth: 0,
      disableErrors: true,
      req,
    })
    // Answers as it would to a signed-in reader.
    if (!req.user && (form?.poll?.visibility ?? 'afterClose') === 'afterClose')
      req.user = { id: 0, collection: 'users' } as unknown as typeof req.user
    return handler(req)
  }

export default selfCheck(import.meta.url, {
  formBuilder: patchFormsEndpoint('/:id/poll-results', afterCloseIsPublic),
})
