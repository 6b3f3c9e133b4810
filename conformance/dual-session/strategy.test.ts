import { createClient, fakeUser, type HttpClient, poll, seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useHost, withHost } from '../harness'
import dsSite from './ds-site'
import {
  cookieNamesSet,
  create,
  createEach,
  type DsSiteOptions,
  login,
  MEMBERS_COOKIE,
  SHARED_COOKIE,
  USERS_COOKIE,
} from './support'

/** Puts a cookie in a jar as a browser session cookie (no Expires), the way a replayed value arrives. */
const plant = (client: HttpClient, name: string, value: string) =>
  client.jar.setCookie(`${name}=${value}; Path=/`, client.resolve('/').href)

const tokenOf = async (
  client: HttpClient,
  collection: string,
  account: Parameters<typeof login>[2],
  cookie: string,
) => {
  await login(client, collection, account)
  return (await client.cookie(cookie))!
}

describeFamily('DS', 'the isolated-cookie strategy', () => {
  const host = useHost<DsSiteOptions>({ fixture: dsSite })
  const faker = seededFaker(304)

  test('[DS-15] a token of another collection placed in this collection cookie is refused', async () => {
    const visitorToken = await tokenOf(
      createClient(host()),
      'users',
      await create.visitor(host(), faker),
      USERS_COOKIE,
    )
    const staffToken = await tokenOf(
      createClient(host()),
      'users',
      await create.staff(host(), faker),
      SHARED_COOKIE,
    )
    const memberToken = await tokenOf(
      createClient(host()),
      'members',
      await create.member(host(), faker),
      MEMBERS_COOKIE,
    )

    for (const foreign of [visitorToken, staffToken]) {
      const browser = createClient(host())
      await plant(browser, MEMBERS_COOKIE, foreign)
      expect((await browser.get('/members/me')).body.user).toBeNull()
      expect((await browser.get('/users/me')).body.user).toBeNull()
    }
    const browser = createClient(host())
    await plant(browser, USERS_COOKIE, memberToken)
    expect((await browser.get('/users/me')).body.user).toBeNull()
    expect((await browser.get('/members/me')).body.user).toBeNull()
    // The same token in its own cookie is accepted: the refusal is about the collection claim.
    const owner = createClient(host())
    await plant(owner, MEMBERS_COOKIE, memberToken)
    expect((await owner.get('/members/me')).body.user).not.toBeNull()
  })

  test('[DS-16] a token with a tampered signature or payload is refused', async () => {
    const [member, other] = await createEach(host(), faker, 'member', 'member')
    const token = await tokenOf(createClient(host()), 'members', member, MEMBERS_COOKIE)
    const [header, body, signature] = token.split('.')
    const middle = Math.floor(signature.length / 2)
    const flipped = signature[middle] === 'A' ? 'B' : 'A'
    const badSignature = `${header}.${body}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    const otherBody = Buffer.from(JSON.stringify({ ...claims, id: other.id })).toString('base64url')
    const badPayload = `${header}.${otherBody}.${signature}`

    for (const forged of [badSignature, badPayload]) {
      const browser = createClient(host())
      await plant(browser, MEMBERS_COOKIE, forged)
      const me = await browser.get('/members/me')
      expect(me.status).toBe(200)
      expect(me.body.user).toBeNull()
    }
  })

  test('[DS-17] an expired token is refused', async () => {
    await withHost<DsSiteOptions, void>(
      { fixture: dsSite, options: { members: { tokenExpiration: 2 } }, seed: false },
      async (shortLived) => {
        const member = await create.member(shortLived, faker)
        const browser = createClient(shortLived)
        const token = await tokenOf(browser, 'members', member, MEMBERS_COOKIE)
        expect((await browser.get('/members/me')).body.user).toMatchObject({ id: member.id })
        // Re-plant the value each time: the jar itself would stop sending the cookie at its Expires.
        await poll(
          async () => {
            await plant(browser, MEMBERS_COOKIE, token)
            return (await browser.get('/members/me')).body.user === null
          },
          { message: 'expired token refused', timeout: 8_000, interval: 200 },
        )
        expect(await browser.cookie(MEMBERS_COOKIE)).toBe(token)
        expect((await browser.post('/members/refresh-token')).status).toBe(403)
      },
    )
  })

  test('[DS-18] the token of a logged-out session is refused', async () => {
    const member = await create.member(host(), faker)
    const browser = createClient(host())
    const token = await tokenOf(browser, 'members', member, MEMBERS_COOKIE)
    expect((await browser.post('/members/logout')).status).toBe(200)
    await plant(browser, MEMBERS_COOKIE, token)
    expect((await browser.get('/members/me')).body.user).toBeNull()
    expect((await browser.post('/members/refresh-token')).status).toBe(403)
    // A new login still works: only the ended session is refused.
    await login(browser, 'members', member)
    expect((await browser.get('/members/me')).body.user).toMatchObject({ id: member.id })
  })

  test('[DS-19] with a csrf list, the isolated cookie passes the same Origin and Sec-Fetch-Site gate as core cookie', async () => {
    const allowed = 'http://website.test'
    await withHost<DsSiteOptions, void>(
      { fixture: dsSite, options: { csrf: [allowed] }, seed: false },
      async (guarded) => {
        const member = createClient(guarded)
        await login(member, 'members', await create.member(guarded, faker))
        const partner = createClient(guarded)
        await login(partner, 'partners', await create.partner(guarded, faker))

        // `asCore`: cases Payload's own gate has answered differently across 3.x; the isolated cookie must follow it.
        const cases: Array<[Record<string, string>, boolean | 'asCore']> = [
          [{ Origin: 'http://evil.test' }, false],
          [{ Origin: allowed }, true],
          [{ 'Sec-Fetch-Site': 'cross-site' }, false],
          [{ 'Sec-Fetch-Site': 'same-origin' }, true],
          [{ 'Sec-Fetch-Site': 'same-site' }, 'asCore'],
          [{ 'Sec-Fetch-Site': 'none' }, 'asCore'],
          [{ Origin: allowed, 'Sec-Fetch-Site': 'cross-site' }, 'asCore'],
          [{ Origin: 'http://evil.test', 'Sec-Fetch-Site': 'same-origin' }, 'asCore'],
          [{}, false],
        ]
        for (const [headers, admitted] of cases) {
          const isolated = (await member.get('/members/me', { headers })).body.user
          const core = (await partner.get('/partners/me', { headers })).body.user
          const coreAdmits = core !== null
          if (admitted !== 'asCore')
            expect(coreAdmits, `core cookie with ${JSON.stringify(headers)}`).toBe(admitted)
          expect(isolated !== null, `isolated cookie with ${JSON.stringify(headers)}`).toBe(
            coreAdmits,
          )
        }
      },
    )
  })

  test('[DS-27] explicit credentials in an Authorization header win over the isolated cookie, as they win over core cookie', async () => {
    const member = await create.member(host(), faker)
    const browser = createClient(host())
    await login(browser, 'members', member)

    // An API key of a collection configured after `members` still wins over the member's cookie.
    const apiKey = crypto.randomUUID()
    const partner = await host().payload.create({
      collection: 'partners',
      data: { ...fakeUser(faker), apiKey, enableAPIKey: true },
    })
    const keyed = await browser.get('/partners/me', {
      headers: { Authorization: `partners API-Key ${apiKey}` },
    })
    expect(keyed.body.user).toMatchObject({ id: partner.id })

    // A JWT header session is core's: /me answers with it, and its logout leaves the isolated cookie alone.
    const other = await create.member(host(), faker)
    const otherToken = (await login(createClient(host()), 'members', other)).body.token as string
    for (const scheme of ['JWT', 'Bearer']) {
      expect(
        (
          await browser.get('/members/me', {
            headers: { Authorization: `${scheme} ${otherToken}` },
          })
        ).body.user,
      ).toMatchObject({ id: other.id })
    }
    const headerLogout = await browser.post('/members/logout', undefined, {
      headers: { Authorization: `JWT ${otherToken}` },
    })
    expect(headerLogout.status).toBe(200)
    expect(cookieNamesSet(headerLogout)).toEqual([SHARED_COOKIE])
    expect((await browser.get('/members/me')).body.user).toMatchObject({ id: member.id })

    // An unrelated scheme (Basic auth in front of a staging site) does not hide the cookie, even
    // when its parameters spell a scheme core reads only at the start of the header.
    const basic = { Authorization: `Basic ${Buffer.from('stage:pass').toString('base64')}` }
    expect((await browser.get('/members/me', { headers: basic })).body.user).toMatchObject({
      id: member.id,
    })
    const digest = { Authorization: `Digest username="JWT ${otherToken}"` }
    expect((await browser.get('/members/me', { headers: digest })).body.user).toMatchObject({
      id: member.id,
    })
  })
})
