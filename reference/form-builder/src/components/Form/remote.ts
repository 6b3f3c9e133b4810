import { useEffect, useMemo, useState } from 'react'
import type { FormDocument } from '../../toFormDocument'
import type { PollOption } from '../../types'

/** An entry of GET /api/forms/:id/consent-sources (endpoints/consent.ts). */
export interface ConsentStatement {
  field: string
  id: string
  title?: string
  statement?: unknown
  url?: string
  missing?: boolean
}

/** GETs JSON once per URL (null: nothing to fetch). A failed request keeps the fallback: the server checks answers regardless. */
const useJson = <T>(url: string | null, fallback: T): T => {
  const [data, setData] = useState<T>(fallback)
  useEffect(() => {
    if (!url) return
    const controller = new AbortController()
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: T | null) => {
        if (body) setData(body)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [url])
  return data
}

const formURL = (api: string, form: FormDocument, endpoint: string, locale: string) =>
  `${api}/forms/${encodeURIComponent(String(form.id))}/${endpoint}?locale=${encodeURIComponent(locale)}`

/** Consent statements by field name; resolved live per request, so never part of the form document. */
export const useConsentStatements = (
  form: FormDocument,
  api: string,
  locale: string,
): Record<string, ConsentStatement> => {
  const url = form.fields.some((field) => field.blockType === 'consent')
    ? formURL(api, form, 'consent-sources', locale)
    : null
  const { sources } = useJson<{ sources: ConsentStatement[] }>(url, { sources: [] })
  return useMemo(
    () => Object.fromEntries(sources.map((source) => [source.field, source])),
    [sources],
  )
}

/** A poll's options: its own list, or (type `source`) the list its source resolves for this request. */
export const usePollOptions = (form: FormDocument, api: string, locale: string): PollOption[] => {
  const url = form.poll?.type === 'source' ? formURL(api, form, 'poll-options', locale) : null
  const { options } = useJson<{ options: PollOption[] }>(url, { options: form.poll?.options ?? [] })
  return options
}

/** GET /api/forms/:id/poll-results (endpoints/poll.ts). */
export interface PollResults {
  closed: boolean
  total: number
  results: Array<PollOption & { count: number }>
  outcome: { winningValues: string[]; resolvedAt: string | null }
}

/** A poll's results, fetched once `visible` (the poll's visibility lets a visitor see them); else null. */
export const usePollResults = (
  form: FormDocument,
  api: string,
  locale: string,
  visible: boolean,
): PollResults | null =>
  useJson<PollResults | null>(visible ? formURL(api, form, 'poll-results', locale) : null, null)
