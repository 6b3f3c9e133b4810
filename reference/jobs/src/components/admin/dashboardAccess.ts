import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { readMarker } from '../../marker'

/**
 * Whether queue control's guard admits this request: the dashboard and its nav link show exactly to
 * those the queue endpoints answer. The nav is rendered without a request, so it is judged on the
 * signed-in user alone (a bearer secret is for cron, not for browsers).
 */
export const canSeeDashboard = async (
  payload: Payload,
  req: PayloadRequest | { user: TypedUser | null | undefined },
): Promise<boolean> => {
  const access = readMarker(payload.config)?.access
  if (!access) return false
  const request =
    'headers' in req
      ? req
      : ({ headers: new Headers(), payload, user: req.user ?? null } as unknown as PayloadRequest)
  try {
    return Boolean(await access({ req: request }))
  } catch {
    return false
  }
}
