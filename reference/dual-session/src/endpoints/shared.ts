import type { PayloadHandler, PayloadRequest } from 'payload'
import { addDataAndFileToRequest, addLocalesToRequestFromData, headersWithCors } from 'payload'

/** What core's wrapInternalEndpoints does for POST endpoints: parse the body and locale. */
export const withRequestData =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    await addDataAndFileToRequest(req)
    addLocalesToRequestFromData(req)
    return handler(req)
  }

/** A JSON response with core's CORS headers and, when given, one Set-Cookie. */
export const respond = (req: PayloadRequest, body: Record<string, unknown>, cookie?: string, status = 200) => {
  const headers = new Headers()
  if (cookie) headers.set('Set-Cookie', cookie)
  return Response.json(body, { headers: headersWithCors({ headers, req }), status })
}

/** Core's depth query parsing (isNumber): a finite number or nothing. */
export const depthParam = (value: string | null | undefined) =>
  value !== null && value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined

/** The request body's string field, or '' as core's handlers coerce it. */
export const stringField = (req: PayloadRequest, name: string) => {
  const value = (req.data as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : ''
}
