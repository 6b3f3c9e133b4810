import type { PayloadRequest, Where } from 'payload'

/** Both wiki endpoints answer per reader: nothing may be cached by a browser or a proxy. */
export const respond = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export const refuse = (status: 400 | 401 | 403, message: string) => respond({ errors: [{ message }] }, status)

/** Evaluates one of the running pages collection's access predicates for this request. */
export const evaluateAccess = async (
  req: PayloadRequest,
  slug: string,
  operation: 'create' | 'read' | 'update',
): Promise<boolean | Where> => {
  const access = req.payload.collections[slug]?.config.access[operation]
  if (!access) return Boolean(req.user)
  const result = await access({ req } as never)
  return typeof result === 'object' && result !== null ? (result as Where) : Boolean(result)
}
