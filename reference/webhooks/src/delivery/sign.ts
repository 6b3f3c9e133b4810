import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export const generateSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`

/**
 * Standard Webhooks headers for one attempt: `webhook-signature` is `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>` keyed with the secret, so receivers verify with the stock library.
 */
export const signatureHeaders = (secret: string, id: string, body: string, at: Date = new Date()) => ({
  'webhook-id': id,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': new Webhook(secret).sign(id, at, body),
})
