import { describeFamily, expect, test, useReceiver } from '../harness'
import { useWebhooksHost } from './support'

describeFamily('WH', 'SSRF guard', () => {
  // The one host without the opt-in (the plugin's default): every other WH host allows private
  // networks for the receiver().
  const { host, operator } = useWebhooksHost(
    { delivery: { mode: 'inline', timeoutMs: 3_000 }, privateNetworks: 'plugin-default' },
  )
  const receiver = useReceiver()

  test('[WH-30] without the opt-in, loopback, private, link-local and metadata targets are refused and recorded, by resolved address', async () => {
    const targets = [
      receiver().urlFor('/direct'),
      // A hostname: only the address it resolves to at connect time reveals loopback.
      `http://localhost:${receiver().port}/by-name`,
      `http://[::ffff:127.0.0.1]:${receiver().port}/mapped`,
      `http://0.0.0.0:${receiver().port}/unspecified`,
      `http://[::1]:${receiver().port}/v6-loopback`,
      'http://10.1.2.3/private',
      'http://192.168.0.10/private',
      'http://172.16.5.4/private',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://100.100.100.200/latest/meta-data/',
    ]
    const subscriptions = []
    for (const url of targets) subscriptions.push(await operator().subscribe({ url, collections: ['posts'] }))
    const started = Date.now()
    expect((await operator().api.post('/posts', { title: 'ssrf probe' })).status).toBe(201)
    // Refused before any connection: no waiting on unroutable addresses.
    expect(Date.now() - started).toBeLessThan(3_000)

    for (const subscription of subscriptions) {
      const [row] = await operator().forSubscription(subscription.id)
      expect(row, subscription.url).toMatchObject({ status: 'dead', attempt: 1, endpoint: subscription.url })
      expect(row.responseStatus ?? null).toBeNull()
      expect(row.error, subscription.url).toMatch(/blocked/i)
    }
    expect(receiver().requests).toHaveLength(0)
  })
})
