import type { PayloadRequest } from 'payload'
import type { JobAccess } from '../types'

/** Runs an access function; a denial answers 401 without a user and 403 with one. */
export const denyUnless = async (access: JobAccess, req: PayloadRequest): Promise<Response | undefined> => {
  if (await access({ req })) return undefined
  return req.user
    ? Response.json({ message: 'You are not allowed to use this endpoint.' }, { status: 403 })
    : Response.json({ message: 'Unauthorized: log in, or send the cron secret as a bearer token.' }, { status: 401 })
}

export const badRequest = (message: string) => Response.json({ message }, { status: 400 })
