import { Webhook } from 'standardwebhooks'
import { describe, expect, test } from 'vitest'
import { generateSecret, signatureHeaders } from './delivery/sign'

describe('webhooks signing (reference unit)', () => {
  test('matches the Standard Webhooks published test vector', () => {
    const headers = signatureHeaders(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      '{"test": 2432232314}',
      new Date(1614265330 * 1000),
    )
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    })
  })

  test('generated secrets are whsec_ keys the stock library accepts', () => {
    const secret = generateSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const body = '{"ok":true}'
    expect(new Webhook(secret).verify(body, signatureHeaders(secret, 'msg_1', body))).toEqual({
      ok: true,
    })
  })
})
