import { APIError, InvalidConfiguration, type PayloadRequest } from 'payload'
import { quoted } from '../../shared/messages'
import { webhooksT } from './i18n'

/** Thrown for a bad option, to refuse the config build naming the plugin and the option: `webhooks: <path> <problem>`. */
export const invalidOption = (path: string, problem: string) =>
  new InvalidConfiguration(`webhooks: ${path} ${problem}`)

/** A 404 that names what is missing, in the admin's language: no subscription or delivery with that id. */
export const notFound = (
  req: PayloadRequest,
  message: 'subscriptionNotFound' | 'deliveryNotFound',
  id: unknown,
) => new APIError(webhooksT(req.t)(message, { id: quoted(id) }), 404)

export { listed, quoted } from '../../shared/messages'
