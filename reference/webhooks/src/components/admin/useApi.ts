'use client'
import { useConfig } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

/** The REST API's base URL and an admin URL builder, from the running config. */
export const useApi = () => {
  const { config } = useConfig()
  return {
    api: `${config.serverURL}${config.routes.api}`,
    adminURL: (path: `/${string}`) => formatAdminURL({ adminRoute: config.routes.admin, path }),
  }
}

/** POSTs to the API with the admin's session; resolves with the status and the JSON body. */
export const postJSON = async (
  url: string,
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> => {
  const response = await fetch(url, { credentials: 'include', method: 'POST' })
  return {
    ok: response.ok,
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  }
}

/** The message of an API error body: a plugin's `{ message }` or Payload's `{ errors: [{ message }] }`. */
export const apiErrorMessage = (body: Record<string, unknown>): string | undefined => {
  const message =
    body.message ?? (body.errors as Array<{ message?: unknown }> | undefined)?.[0]?.message
  return typeof message === 'string' ? message : undefined
}
