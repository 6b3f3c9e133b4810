/**
 * unlock replaced along with the session endpoints, calling core's operation with
 * overrideAccess: anyone can unlock any account, where core's unlock asks for unlock access.
 * @fails DS-09
 */
import { addDataAndFileToRequest, unlockOperation } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) => ({
      ...collection,
      endpoints: [
        {
          method: 'post',
          path: '/unlock',
          handler: async (req) => {
            await addDataAndFileToRequest(req)
            const email = (req.data as { email?: unknown } | undefined)?.email
            await unlockOperation({
              collection: req.payload.collections[collection.slug],
              data: { email: String(email ?? '') } as never,
              overrideAccess: true,
              req,
            })
            return Response.json({ message: 'Success' })
          },
        },
        ...(Array.isArray(collection.endpoints) ? collection.endpoints : []),
      ],
    }),
  }),
})
