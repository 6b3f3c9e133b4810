import { createClient, type Host, type HttpClient, seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useHost, withHost } from '../harness'
import dsSite from './ds-site'
import {
  adminAndWebsiteSessions,
  cookieNamesSet,
  create,
  createEach,
  type DsSiteOptions,
  fromAdmin,
  fromWebsite,
  login,
  MEMBERS_COOKIE,
  SHARED_COOKIE,
  setCookies,
  staffAndVisitorSessions,
  USERS_COOKIE,
} from './support'

/** POSTs refresh-token for `collection` with `headers` (where the request comes from, or its credentials). */
const refreshToken = (client: HttpClient, collection: string, headers: Record<string, string>) =>
  client.post(`/${collection}/refresh-token`, undefined, { headers })
/** The user /users/me answers `client` with on a request from the admin. */
const adminUser = async (client: HttpClient, host: Host) =>
  (await client.get('/users/me', { headers: fromAdmin(host) })).body.user
/** The member /members/me answers `client` with on a request from the website. */
const websiteMember = async (client: HttpClient, host: Host) =>
  (await client.get('/members/me', { headers: fromWebsite(host) })).body.user

describeFamily('DS', 'session cookies per collection', () => {
  const host = useHost<DsSiteOptions>({ fixture: dsSite })
  const faker = seededFaker(301)

  test('[DS-01] login on a listed collection sets only its own <prefix>-<slug>-token cookie, with core attributes', async () => {
    const member = await create.member(host(), faker)
    const browser = createClient(host())
    const before = Date.now()
    const response = await login(browser, 'members', member)
    expect(response.status).toBe(200)
    expect(response.body.user).toMatchObject({ email: member.email })
    const [cookie, ...others] = setCookies(response)
    expect(others).toEqual([])
    expect(cookie.name).toBe(MEMBERS_COOKIE)
    expect(cookie.value).toBe(response.body.token)
    expect(cookie.attributes).toMatchObject({ httponly: 'true', path: '/', samesite: 'Lax' })
    // Expires follows the collection's tokenExpiration (7200 s), as core's cookie does.
    const expires = Date.parse(cookie.attributes.expires)
    expect(expires).toBeGreaterThanOrEqual(before + 7_199_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 7_201_000)
    expect(await browser.cookieNames()).toEqual([MEMBERS_COOKIE])
    const me = await browser.get('/members/me')
    expect(me.body.user).toMatchObject({ id: member.id, email: member.email })
  })

  test('[DS-01] the isolated cookie carries exactly core’s attributes, and follows the collection’s auth.cookies and tokenExpiration', async () => {
    // Core's own cookie (partners is not listed) and the isolated one, for the same default auth settings.
    const coreLogin = await login(
      createClient(host()),
      'partners',
      await create.partner(host(), faker),
    )
    const memberLogin = await login(
      createClient(host()),
      'members',
      await create.member(host(), faker),
    )
    const [core] = setCookies(coreLogin)
    const [isolated] = setCookies(memberLogin)
    const { expires: isolatedExpires, ...isolatedRest } = isolated.attributes
    const { expires: coreExpires, ...coreRest } = core.attributes
    expect(isolatedRest).toEqual(coreRest)
    for (const expires of [isolatedExpires, coreExpires])
      expect(Date.parse(expires!)).toBeGreaterThan(Date.now())
    expect(
      Math.abs(Date.parse(isolated.attributes.expires) - Date.parse(core.attributes.expires)),
    ).toBeLessThan(5_000)

    const cookies = { sameSite: 'Strict', secure: true, domain: 'members.example.test' } as const
    await withHost(
      { fixture: dsSite, options: { members: { tokenExpiration: 1_800, cookies } } },
      async (site) => {
        const before = Date.now()
        const member = await create.member(site, faker)
        // Read from the reply only: a cookie for another domain is not one this client may store.
        const response = await createClient(site).post(
          '/members/login',
          { email: member.email, password: member.password },
          { anonymous: true },
        )
        expect(response.status).toBe(200)
        const [cookie] = setCookies(response)
        expect(cookie.name).toBe(MEMBERS_COOKIE)
        expect(cookie.attributes).toMatchObject({
          samesite: 'Strict',
          secure: 'true',
          domain: 'members.example.test',
          httponly: 'true',
          path: '/',
        })
        const expires = Date.parse(cookie.attributes.expires)
        expect(expires).toBeGreaterThanOrEqual(before + 1_799_000)
        expect(expires).toBeLessThanOrEqual(Date.now() + 1_801_000)
      },
    )
  })

  test('[DS-02] signing in on one collection leaves the other collection cookie and session untouched', async () => {
    const [staff, member] = await createEach(host(), faker, 'staff', 'member')
    const browser = createClient(host())
    await login(browser, 'users', staff, fromAdmin(host()))
    const staffToken = await browser.cookie(SHARED_COOKIE)
    const memberLogin = await login(browser, 'members', member, fromWebsite(host()))
    expect(cookieNamesSet(memberLogin)).toEqual([MEMBERS_COOKIE])
    expect(await browser.cookie(SHARED_COOKIE)).toBe(staffToken)
    expect(await adminUser(browser, host())).toMatchObject({ id: staff.id })
    expect(await websiteMember(browser, host())).toMatchObject({ id: member.id })

    // The other order: a staff login after the member's leaves the member's cookie alone.
    const second = createClient(host())
    await login(second, 'members', member, fromWebsite(host()))
    const memberToken = await second.cookie(MEMBERS_COOKIE)
    const staffLogin = await login(second, 'users', staff, fromAdmin(host()))
    expect(cookieNamesSet(staffLogin)).toEqual([SHARED_COOKIE])
    expect(await second.cookie(MEMBERS_COOKIE)).toBe(memberToken)
    expect(await websiteMember(second, host())).toMatchObject({ id: member.id })
  })

  test('[DS-02] two isolated sessions, a visitor of the admin collection and a member, leave each other untouched in either order', async () => {
    const [visitor, member] = await createEach(host(), faker, 'visitor', 'member')
    for (const order of [
      ['users', 'members'],
      ['members', 'users'],
    ] as const) {
      const browser = createClient(host())
      const accounts = { users: visitor, members: member }
      const cookieOf = { users: USERS_COOKIE, members: MEMBERS_COOKIE }
      const first = await login(browser, order[0], accounts[order[0]], fromWebsite(host()))
      expect(cookieNamesSet(first), order.join(' then ')).toEqual([cookieOf[order[0]]])
      const firstToken = await browser.cookie(cookieOf[order[0]])
      const second = await login(browser, order[1], accounts[order[1]], fromWebsite(host()))
      expect(cookieNamesSet(second), order.join(' then ')).toEqual([cookieOf[order[1]]])
      expect(await browser.cookie(cookieOf[order[0]]), order.join(' then ')).toBe(firstToken)
      expect((await browser.cookieNames()).sort()).toEqual([MEMBERS_COOKIE, USERS_COOKIE].sort())
      // Each kept token still signs its own account in.
      for (const collection of order) {
        const me = await createClient(host()).get(`/${collection}/me`, {
          headers: { Authorization: `JWT ${await browser.cookie(cookieOf[collection])}` },
        })
        expect(me.body.user, collection).toMatchObject({ id: accounts[collection].id })
      }
    }
  })

  test('[DS-03] logging out of one session clears only its cookie; the other survives a fresh request and a refresh', async () => {
    const [staff, member] = await createEach(host(), faker, 'staff', 'member')
    const browser = await adminAndWebsiteSessions(host(), staff, 'members', member)

    const logout = await browser.post('/members/logout', undefined, {
      headers: fromWebsite(host()),
    })
    expect(logout.status).toBe(200)
    const [expired, ...others] = setCookies(logout)
    expect(others).toEqual([])
    expect(expired.name).toBe(MEMBERS_COOKIE)
    expect(Date.parse(expired.attributes.expires)).toBeLessThan(Date.now())
    expect(await browser.cookieNames()).toEqual([SHARED_COOKIE])

    expect(await adminUser(browser, host())).toMatchObject({ id: staff.id })
    const refresh = await refreshToken(browser, 'users', fromAdmin(host()))
    expect(refresh.status).toBe(200)
    expect(await adminUser(browser, host())).toMatchObject({ id: staff.id })
    expect(await websiteMember(browser, host())).toBeNull()

    // And the other way round: the admin signs out, the website session lives on.
    const other = createClient(host())
    await login(other, 'users', staff, fromAdmin(host()))
    await login(other, 'members', member, fromWebsite(host()))
    const adminLogout = await other.post('/users/logout', undefined, { headers: fromAdmin(host()) })
    expect(adminLogout.status).toBe(200)
    expect(cookieNamesSet(adminLogout)).toEqual([SHARED_COOKIE])
    expect(await other.cookieNames()).toEqual([MEMBERS_COOKIE])
    expect((await other.get('/members/me')).body.user).toMatchObject({ id: member.id })
    expect((await refreshToken(other, 'members', fromWebsite(host()))).status).toBe(200)
    expect((await other.get('/members/me')).body.user).toMatchObject({ id: member.id })
    expect(await adminUser(other, host())).toBeNull()
  })

  test('[DS-04] refresh-token renews only the cookie of the session it refreshes', async () => {
    const [staff, member] = await createEach(host(), faker, 'staff', 'member')
    const browser = await adminAndWebsiteSessions(host(), staff, 'members', member)
    const staffToken = await browser.cookie(SHARED_COOKIE)

    const memberRefresh = await refreshToken(browser, 'members', fromWebsite(host()))
    expect(memberRefresh.status).toBe(200)
    const [renewed, ...others] = setCookies(memberRefresh)
    expect(others).toEqual([])
    expect(renewed.name).toBe(MEMBERS_COOKIE)
    expect(renewed.value).toBe(memberRefresh.body.refreshedToken)
    expect(memberRefresh.body.user).toMatchObject({ id: member.id })
    expect(await browser.cookie(SHARED_COOKIE)).toBe(staffToken)

    const memberToken = await browser.cookie(MEMBERS_COOKIE)
    const staffRefresh = await refreshToken(browser, 'users', fromAdmin(host()))
    expect(staffRefresh.status).toBe(200)
    expect(cookieNamesSet(staffRefresh)).toEqual([SHARED_COOKIE])
    expect(staffRefresh.body.user).toMatchObject({ id: staff.id })
    expect(await browser.cookie(MEMBERS_COOKIE)).toBe(memberToken)
  })

  test('[DS-03] a visitor of the admin collection logging out clears only its isolated cookie; staff in the same browser stay signed in', async () => {
    const { staff, browser } = await staffAndVisitorSessions(host(), faker)
    const logout = await browser.post('/users/logout', undefined, { headers: fromWebsite(host()) })
    expect(logout.status).toBe(200)
    expect(cookieNamesSet(logout)).toEqual([USERS_COOKIE])
    expect(await browser.cookieNames()).toEqual([SHARED_COOKIE])
    expect(await adminUser(browser, host())).toMatchObject({ id: staff.id })
    expect((await refreshToken(browser, 'users', fromAdmin(host()))).status).toBe(200)
  })

  test('[DS-04] refreshing a visitor of the admin collection renews its isolated cookie, not the shared one', async () => {
    const { visitor, browser } = await staffAndVisitorSessions(host(), faker)
    const staffToken = await browser.cookie(SHARED_COOKIE)
    const refresh = await refreshToken(browser, 'users', fromWebsite(host()))
    expect(refresh.status).toBe(200)
    expect(cookieNamesSet(refresh)).toEqual([USERS_COOKIE])
    expect(refresh.body.user).toMatchObject({ id: visitor.id })
    expect(await browser.cookie(SHARED_COOKIE)).toBe(staffToken)

    // The session stays where it is when the predicate would now place the user elsewhere: a
    // visitor promoted to staff mid-session still refreshes on the isolated cookie.
    await host().payload.update({ collection: 'users', id: visitor.id, data: { roles: ['staff'] } })
    const promoted = await refreshToken(browser, 'users', fromWebsite(host()))
    expect(promoted.status).toBe(200)
    expect(cookieNamesSet(promoted)).toEqual([USERS_COOKIE])
    expect(await browser.cookie(SHARED_COOKIE)).toBe(staffToken)
  })

  test('[DS-05] with an isolate predicate, staff get the shared cookie exactly as core writes it and visitors the isolated one', async () => {
    const [staff, visitor, partner] = await createEach(host(), faker, 'staff', 'visitor', 'partner')

    // Core's own login (partners is not listed) writes the reference cookie for the same auth settings.
    const coreLogin = await login(createClient(host()), 'partners', partner)
    const [coreCookie] = setCookies(coreLogin)
    const staffLogin = await login(createClient(host()), 'users', staff)
    expect(setCookies(staffLogin)).toHaveLength(1)
    const [staffCookie] = setCookies(staffLogin)
    const normalized = (raw: string, token: string) =>
      raw.replace(token, '<token>').replace(/Expires=[^;]+/, 'Expires=<date>')
    expect(normalized(staffCookie.raw, staffLogin.body.token)).toBe(
      normalized(coreCookie.raw, coreLogin.body.token),
    )
    expect(staffCookie.name).toBe(SHARED_COOKIE)
    expect(
      Math.abs(
        Date.parse(staffCookie.attributes.expires) - Date.parse(coreCookie.attributes.expires),
      ),
    ).toBeLessThan(5_000)

    const visitorBrowser = createClient(host())
    const visitorLogin = await login(visitorBrowser, 'users', visitor)
    expect(cookieNamesSet(visitorLogin)).toEqual([USERS_COOKIE])
    expect(await visitorBrowser.cookieNames()).toEqual([USERS_COOKIE])
    expect((await visitorBrowser.get('/users/me')).body.user).toMatchObject({
      id: visitor.id,
      roles: ['visitor'],
    })
  })

  test('[DS-04] a session sent as an Authorization header is renewed into the cookie a login would set', async () => {
    const [staff, visitor, member] = await createEach(host(), faker, 'staff', 'visitor', 'member')
    const cases = [
      ['members', member, MEMBERS_COOKIE],
      ['users', visitor, USERS_COOKIE],
      ['users', staff, SHARED_COOKIE],
    ] as const
    for (const [collection, account, cookie] of cases) {
      const { token } = (await login(createClient(host()), collection, account)).body
      const headerOnly = createClient(host())
      const refresh = await refreshToken(headerOnly, collection, { Authorization: `JWT ${token}` })
      expect(refresh.status, `${collection} ${cookie}`).toBe(200)
      expect(refresh.body.user, cookie).toMatchObject({ id: account.id })
      expect(cookieNamesSet(refresh), cookie).toEqual([cookie])
      expect(await headerOnly.cookie(cookie), cookie).toBe(refresh.body.refreshedToken)
    }
  })

  test('[DS-05] the predicate decides on the stored user: a field no reply or token carries still picks the cookie', async () => {
    await withHost(
      { fixture: dsSite, options: { usersListing: 'hidden-field-predicate' } },
      async (site) => {
        const [desk, visitor] = await createEach(site, faker, 'deskUser', 'visitor')
        const deskLogin = await login(createClient(site), 'users', desk)
        expect(deskLogin.body.user).not.toHaveProperty('deskAccess')
        expect(
          JSON.parse(
            Buffer.from(String(deskLogin.body.token).split('.')[1], 'base64url').toString(),
          ),
        ).not.toHaveProperty('deskAccess')
        expect(cookieNamesSet(deskLogin)).toEqual([SHARED_COOKIE])
        expect(cookieNamesSet(await login(createClient(site), 'users', visitor))).toEqual([
          USERS_COOKIE,
        ])
      },
    )
  })

  test('[DS-06] an auth collection the plugin does not list keeps core endpoints and the shared cookie', async () => {
    const partner = await create.partner(host(), faker)
    const browser = createClient(host())
    const response = await login(browser, 'partners', partner)
    expect(response.status).toBe(200)
    expect(cookieNamesSet(response)).toEqual([SHARED_COOKIE])
    expect((await browser.get('/partners/me')).body.user).toMatchObject({ id: partner.id })
    const refreshed = await browser.post('/partners/refresh-token')
    expect(refreshed.status, JSON.stringify(refreshed.body).slice(0, 300)).toBe(200)
    expect(cookieNamesSet(refreshed)).toEqual([SHARED_COOKIE])
    expect(refreshed.body.user).toMatchObject({ id: partner.id })
    expect(cookieNamesSet(await browser.post('/partners/logout'))).toEqual([SHARED_COOKIE])
    expect(await browser.cookieNames()).toEqual([])
  })

  test('[DS-26] both cookie names follow the config cookiePrefix', async () => {
    await withHost<DsSiteOptions, void>(
      { fixture: dsSite, options: { cookiePrefix: 'site' }, seed: false },
      async (prefixed) => {
        const [staff, member] = await createEach(prefixed, faker, 'staff', 'member')
        const browser = createClient(prefixed)
        expect(cookieNamesSet(await login(browser, 'users', staff, fromAdmin(prefixed)))).toEqual([
          'site-token',
        ])
        expect(
          cookieNamesSet(await login(browser, 'members', member, fromWebsite(prefixed))),
        ).toEqual(['site-members-token'])
        expect(await websiteMember(browser, prefixed)).toMatchObject({ id: member.id })
        expect(await adminUser(browser, prefixed)).toMatchObject({ id: staff.id })
        expect(
          cookieNamesSet(
            await browser.post('/members/logout', undefined, { headers: fromWebsite(prefixed) }),
          ),
        ).toEqual(['site-members-token'])
        // A user the predicate isolates gets the prefixed isolated cookie of the admin's own collection.
        const visitor = await create.visitor(prefixed, faker)
        const visitorBrowser = createClient(prefixed)
        expect(cookieNamesSet(await login(visitorBrowser, 'users', visitor))).toEqual([
          'site-users-token',
        ])
        expect((await visitorBrowser.get('/users/me')).body.user).toMatchObject({ id: visitor.id })
      },
    )
  })
})
