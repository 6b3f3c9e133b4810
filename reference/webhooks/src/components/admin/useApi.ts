'use client'
import { toast, useConfig } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useState } from 'react'

/** The REST API's base URL and an admin URL builder, from the running config. */
export const useApi = () => {
  const { config } = useConfig()
  return {
    api: `${config.serverURL}${config.routes.api}`,
    adminURL: (path: `/${string}`) => formatAdminURL({ adminRoute: config.routes.admin, path }),
  }
}

/** POSTs to the API with the admin's session; resolves with the status and the JSON body. */
const postJSON = async (
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
const apiErrorMessage = (body: Record<string, unknown>): string | undefined => {
  const message =
    body.message ?? (body.errors as Array<{ message?: unknown }> | undefined)?.[0]?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * A sidebar action's POST, busy while it runs: a refusal shows the API's message (else `failed`)
 * in a toast; a success hands the reply's body to `done`.
 */
export const usePost = () => {
  const [busy, setBusy] = useState(false)
  const post = async (
    url: string,
    failed: string,
    done: (body: Record<string, unknown>) => void,
  ) => {
    setBusy(true)
    try {
      const { ok, body } = await postJSON(url)
      if (ok) done(body)
      else toast.error(apiErrorMessage(body) ?? failed)
    } finally {
      setBusy(false)
    }
  }
  return { busy, post }
}
