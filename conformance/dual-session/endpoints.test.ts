import { createClient, fakeUser, type Host, poll, seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useHost, withHost } from '../harness'
import dsSite from './ds-site'
import {
  type Account,
  cookieNamesSet,
  create,
  type DsSiteOptions,
  fromAdmin,
  fromWebsite,
  hookCalls,
  login,
  MEMBERS_COOKIE,
  SHARED_COOKIE,
  setCookies,
  USERS_COOKIE,
} from './support'

/** Asks core's forgot-password for a reset mail and reads the token from the link it contains. */
const resetToken = async (host: Host, collection: string, account: Account) => {
  const sent = host.outbox.length
  const response = await createClient(host).post(`/${collection}/forgot-password`, {
    email: account.email,
  })
  expect(response.status).toBe(200)
  expect(setCookies(response)).toEqual([])
  const mail = await poll(
    () => host.outbox.slice(sent).find((message) => message.to === account.email),
    { message: 'reset mail' },
  )
  const token = /reset\/([\w-]+)/.exec(String(mail.html))?.[1]
  expect(token).toBeTruthy()
  return token!
}

describeFamily('DS', 'replaced and kept auth endpoints', () => {
  const host = useHost<DsSiteOptions>({ fixture: dsSite })
  const faker = seededFaker(302)

  test("[DS-01] the replaced login, me, refresh-token and logout answer with core's body, pass the request's depth on, and leave the token out when the collection sets removeTokenFromResponses", async () => {
    // Core's answers come from partners, an auth collection the plugin leaves alone.
    const core = createClient(host())
    const ours = createClient(host())
    const partner = await create.partner(host(), faker)
    const member = await create.member(host(), faker)
    const shape = (body: Record<string, unknown>) => ({
      keys: Object.keys(body).sort(),
      message: body.message,
    })
    const pair = async (
      call: (collection: string, client: typeof core) => Promise<{ body: Record<string, unknown> }>,
    ) => {
      const [coreReply, ourReply] = [await call('partners', core), await call('members', ours)]
      expect(shape(ourReply.body)).toEqual(shape(coreReply.body))
      return ourReply.body
    }
    const loggedIn = await pair((collection, client) =>
      login(client, collection, collection === 'partners' ? partner : member),
    )
    expect(loggedIn).toMatchObject({
      token: expect.any(String),
      exp: expect.any(Number),
      user: { id: member.id },
    })
    await pair((collection, client) =>
      client.get(`/${collection}/me`, { headers: fromWebsite(host()) }),
    )
    await pair((collection, client) =>
      client.post(`/${collection}/refresh-token`, undefined, { headers: fromWebsite(host()) }),
    )
    await pair((collection, client) =>
      client.post(`/${collection}/logout`, undefined, { headers: fromWebsite(host()) }),
    )

    // The request's depth reaches the operation: 0 leaves the member's partner an ID, 1 populates it.
    const linked = await create.member(host(), faker, { partner: partner.id })
    const reader = createClient(host())
    expect(
      (
        await reader.post('/members/login?depth=0', {
          email: linked.email,
          password: linked.password,
        })
      ).body.user.partner,
    ).toBe(partner.id)
    expect(
      (await reader.get('/members/me?depth=0', { headers: fromWebsite(host()) })).body.user.partner,
    ).toBe(partner.id)
    expect(
      (await reader.get('/members/me?depth=1', { headers: fromWebsite(host()) })).body.user.partner,
    ).toMatchObject({ id: partner.id })
    expect(
      (
        await reader.post('/members/login?depth=1', {
          email: linked.email,
          password: linked.password,
        })
      ).body.user.partner,
    ).toMatchObject({ id: partner.id })

    await withHost<DsSiteOptions, void>(
      { fixture: dsSite, options: { members: { removeTokenFromResponses: true } } },
      async (tokenless) => {
        const browser = createClient(tokenless)
        const account = await create.member(tokenless, faker)
        const signedIn = await login(browser, 'members', account)
        expect(signedIn.status).toBe(200)
        expect(cookieNamesSet(signedIn)).toEqual([MEMBERS_COOKIE])
        expect(signedIn.body).not.toHaveProperty('token')
        const me = await browser.get('/members/me', { headers: fromWebsite(tokenless) })
        expect(me.body.user).toMatchObject({ id: account.id })
        expect(me.body).not.toHaveProperty('token')
        const refreshed = await browser.post('/members/refresh-token', undefined, {
          headers: fromWebsite(tokenless),
        })
        expect(refreshed.status).toBe(200)
        expect(cookieNamesSet(refreshed)).toEqual([MEMBERS_COOKIE])
        expect(refreshed.body).not.toHaveProperty('refreshedToken')
        const reset = await createClient(tokenless).post('/members/reset-password', {
          password: faker.internet.password({ length: 18 }),
          token: await resetToken(tokenless, 'members', account),
        })
        expect(reset.status).toBe(200)
        expect(cookieNamesSet(reset)).toEqual([MEMBERS_COOKIE])
        expect(reset.body).not.toHaveProperty('token')
      },
    )
  })

  test('[DS-07] reset-password signs the user in on the cookie its collection and predicate call for', async () => {
    // Core's reply, from partners (not listed): each reset below answers with its message and fields.
    const partner = await create.partner(host(), faker)
    const coreReset = await createClient(host()).post('/partners/reset-password', {
      password: faker.internet.password({ length: 18 }),
      token: await resetToken(host(), 'partners', partner),
    })
    expect(coreReset.status).toBe(200)
    const cases = [
      {
        collection: 'members',
        account: await create.member(host(), faker, { partner: partner.id }),
        cookie: MEMBERS_COOKIE,
      },
      { collection: 'users', account: await create.staff(host(), faker), cookie: SHARED_COOKIE },
      { collection: 'users', account: await create.visitor(host(), faker), cookie: USERS_COOKIE },
    ]
    for (const { collection, account, cookie } of cases) {
      const token = await resetToken(host(), collection, account)
      const browser = createClient(host())
      const password = faker.internet.password({ length: 18 })
      // depth=0 leaves a relationship an ID, so the request's depth is shown to reach the operation.
      const reset = await browser.post(`/${collection}/reset-password?depth=0`, { password, token })
      expect(reset.status).toBe(200)
      expect(cookieNamesSet(reset)).toEqual([cookie])
      expect(setCookies(reset)[0].value).toBe(reset.body.token)
      expect([Object.keys(reset.body).sort(), reset.body.message]).toEqual([
        Object.keys(coreReset.body).sort(),
        coreReset.body.message,
      ])
      if (collection === 'members') expect(reset.body.user.partner).toBe(partner.id)
      expect((await browser.get(`/${collection}/me`)).body.user).toMatchObject({ id: account.id })
      expect((await login(createClient(host()), collection, { ...account, password })).status).toBe(
        200,
      )
    }
  })

  test('[DS-08] first-register of a user the predicate isolates signs it in on the isolated cookie', async () => {
    await withHost<DsSiteOptions, void>({ fixture: dsSite, seed: false }, async (empty) => {
      const visitor = { ...fakeUser(faker), roles: ['visitor'] }
      const browser = createClient(empty)
      const response = await browser.post('/users/first-register', visitor)
      expect(response.status).toBe(200)
      expect(cookieNamesSet(response)).toEqual([USERS_COOKIE])
      expect((await browser.get('/users/me')).body.user).toMatchObject({ email: visitor.email })
    })
  })

  test('[DS-08] first-register signs the first user in on the cookie its collection and predicate call for', async () => {
    await withHost<DsSiteOptions, void>({ fixture: dsSite, seed: false }, async (empty) => {
      const register = async (collection: string, data: object) => {
        const browser = createClient(empty)
        const response = await browser.post(`/${collection}/first-register`, data)
        return { browser, response }
      }
      // Core's reply, from partners (not listed): the replaced first-register answers with its message and fields.
      const core = await register('partners', fakeUser(faker))
      expect(core.response.status).toBe(200)
      const shape = (body: Record<string, unknown>) => [Object.keys(body).sort(), body.message]

      const staff = { ...fakeUser(faker), roles: ['staff'] }
      const admin = await register('users', staff)
      expect(shape(admin.response.body)).toEqual(shape(core.response.body))
      expect(admin.response.status).toBe(200)
      expect(cookieNamesSet(admin.response)).toEqual([SHARED_COOKIE])
      expect((await admin.browser.get('/users/me')).body.user).toMatchObject({
        email: staff.email,
        roles: ['staff'],
      })

      const member = fakeUser(faker)
      const website = await register('members', member)
      expect(website.response.status).toBe(200)
      expect(cookieNamesSet(website.response)).toEqual([MEMBERS_COOKIE])
      expect((await website.browser.get('/members/me')).body.user).toMatchObject({
        email: member.email,
      })

      // As in core, a second first-register is refused, and it writes no cookie.
      const again = await register('members', fakeUser(faker))
      expect(again.response.status).toBe(403)
      expect(setCookies(again.response)).toEqual([])
    })
  })

  test('[DS-09] forgot-password, unlock and init stay core endpoints and write no cookie', async () => {
    const member = await create.member(host(), faker)
    const api = createClient(host())
    const forgotten = () => hookCalls(api, { collection: 'members', hook: 'afterForgotPassword' })
    const before = await forgotten()
    const forgot = await api.post('/members/forgot-password', { email: member.email })
    expect(forgot.status).toBe(200)
    expect(forgot.body.message).toBeTruthy()
    expect(setCookies(forgot)).toEqual([])
    // Core's operation ran: its afterForgotPassword hook, once for this request.
    expect(await forgotten()).toBe(before + 1)

    const init = await api.get('/members/init')
    expect(init.status).toBe(200)
    expect(init.body).toEqual({ initialized: true })
    expect(setCookies(init)).toEqual([])

    const staffBrowser = createClient(host())
    await login(staffBrowser, 'users', await create.staff(host(), faker), fromAdmin(host()))
    const unlock = await staffBrowser.post(
      '/members/unlock',
      { email: member.email },
      { headers: fromAdmin(host()) },
    )
    expect(unlock.status).toBe(200)
    expect(setCookies(unlock)).toEqual([])
    expect((await api.post('/members/unlock', { email: member.email })).status).toBe(403)
  })

  test('[DS-10] the replaced endpoints answer bad input with a 4xx and a message, and write no cookie', async () => {
    const member = await create.member(host(), faker)
    const api = createClient(host())
    // Core's login runs beforeLogin only once the password matched: none of these attempts gets that far.
    const SUCCESS_HOOKS = ['beforeLogin', 'afterLogin', 'afterRefresh', 'afterLogout']
    const hookRows = async () =>
      Promise.all(SUCCESS_HOOKS.map((hook) => hookCalls(api, { collection: 'members', hook })))
    const rowsBefore = await hookRows()
    const attempts = [
      await api.post('/members/login', {}),
      await api.post('/members/login', { email: member.email, password: 'wrong-password' }),
      await api.post('/members/login', 'not json', { headers: { 'Content-Type': 'text/plain' } }),
      await api.post('/members/login', { email: ['array'], password: { object: true } }),
      await api.post('/members/reset-password', { password: 'new-password-1', token: 'forged' }),
      await api.post('/members/refresh-token'),
      await api.post('/members/logout'),
    ]
    for (const response of attempts) {
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(500)
      expect(JSON.stringify(response.body.errors ?? response.body.message)).toMatch(/\w/)
      expect(setCookies(response)).toEqual([])
    }
    expect(await api.cookieNames()).toEqual([])
    expect(
      await hookCalls(api, { collection: 'members', hook: 'afterLogin', user: member.id }),
    ).toBe(0)
    // No hook of a successful login, refresh or logout ran for any of them, whoever it would name.
    expect(await hookRows()).toEqual(rowsBefore)
    // Credentials that are not strings are read as core reads them: the same status and message as core's login.
    for (const body of [
      {},
      { email: 123, password: 'x' },
      { email: member.email, password: 12345678 },
      { email: [member.email], password: { object: true } },
    ]) {
      const [ours, core] = [
        await api.post('/members/login', body),
        await api.post('/partners/login', body),
      ]
      const reply = ({ status, body: { errors } }: typeof ours) => [
        status,
        errors?.map(({ message, data }: { message: string; data?: { errors?: unknown } }) => [
          message,
          data?.errors,
        ]),
      ]
      expect(reply(ours), JSON.stringify(body)).toEqual(reply(core))
    }
    const me = await api.get('/members/me')
    expect(me.status).toBe(200)
    expect(me.body.user).toBeNull()
  })
})
