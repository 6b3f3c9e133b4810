import { createClient, fakeUser, seededFaker, spawnHost } from '../../fixtures'
import { describeFamily, expect, test } from '../harness'

describeFamily('HOST', 'a host as its own process', () => {
  test('[HOST-06] scripts/host.ts prints its URL, serves a second process on the same data, and exits cleanly on SIGTERM', async () => {
    const first = await spawnHost({ fixture: new URL('./basic-host.ts', import.meta.url) })
    let second: Awaited<ReturnType<typeof spawnHost>> | undefined
    try {
      second = await spawnHost({
        fixture: new URL('./basic-host.ts', import.meta.url),
        attach: first.shared,
      })
      expect(second.url).not.toBe(first.url)
      const user = fakeUser(seededFaker(606))
      // The first user of an empty users collection registers through Payload's own endpoint.
      const register = await createClient(first).post('/users/first-register', user)
      expect(register.status).toBe(200)
      const browser = createClient(second)
      const login = await browser.post('/users/login', {
        email: user.email,
        password: user.password,
      })
      expect(login.status).toBe(200)
      expect((await browser.get('/users/me')).body.user.email).toBe(user.email)
    } finally {
      expect(await second?.stop()).toBe(0)
      expect(await first.stop()).toBe(0)
    }
    await expect(fetch(`${first.api}/posts`)).rejects.toThrow()
  }, 60_000)
})
