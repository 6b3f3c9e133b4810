import { createClient, fakeUser, poll, seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useHost, withHost } from '../harness'
import dsSite from './ds-site'
import {
  cookieNamesSet,
  create,
  type DsSiteOptions,
  fromWebsite,
  hookCalls,
  login,
  MEMBERS_COOKIE,
  setCookies,
} from './support'

interface StoredSession {
  id: string
  expiresAt: string
}

const sidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid as string

describeFamily('DS', 'core auth behavior through the replaced endpoints', () => {
  const host = useHost<DsSiteOptions>({ fixture: dsSite })
  const faker = seededFaker(303)

  const storedSessions = async (id: number | string) => {
    const doc = await host().payload.db.findOne<{
      id: number | string
      sessions?: StoredSession[]
    }>({ collection: 'members', where: { id: { equals: id } } })
    return doc?.sessions ?? []
  }

  test('[DS-11] collection auth hooks run through the replaced login, me, refresh-token and logout', async () => {
    const member = await create.member(host(), faker)
    const browser = createClient(host())
    const calls = (hook: string) =>
      hookCalls(browser, { collection: 'members', hook, user: member.id })
    expect(await calls('beforeLogin')).toBe(0)

    await login(browser, 'members', member, fromWebsite(host()))
    expect(await calls('beforeLogin')).toBe(1)
    expect(await calls('afterLogin')).toBe(1)
    await browser.get('/members/me', { headers: fromWebsite(host()) })
    expect(await calls('afterMe')).toBe(1)
    await browser.post('/members/refresh-token', undefined, { headers: fromWebsite(host()) })
    expect(await calls('afterRefresh')).toBe(1)
    await browser.post('/members/logout', undefined, { headers: fromWebsite(host()) })
    expect(await calls('afterLogout')).toBe(1)
  })

  test('[DS-12] maxLoginAttempts locks the account through the replaced login, with no cookie written', async () => {
    await withHost<DsSiteOptions, void>(
      { fixture: dsSite, options: { members: { maxLoginAttempts: 2 } }, seed: false },
      async (locked) => {
        const member = await create.member(locked, faker)
        const browser = createClient(locked)
        for (let attempt = 0; attempt < 2; attempt++) {
          const wrong = await login(browser, 'members', {
            ...member,
            password: `${member.password}-wrong`,
          })
          expect(wrong.status).toBe(401)
        }
        const blocked = await login(browser, 'members', member)
        expect(blocked.status).toBe(401)
        expect(blocked.body.errors?.[0]?.message).toMatch(/locked/i)
        expect(setCookies(blocked)).toEqual([])
        expect(await browser.cookieNames()).toEqual([])
        const stored = await locked.payload.db.findOne<{ id: number | string; lockUntil?: string }>(
          { collection: 'members', where: { id: { equals: member.id } } },
        )
        expect(Date.parse(String(stored?.lockUntil))).toBeGreaterThan(Date.now())
      },
    )
  })

  test('[DS-13] email verification applies: unverified users cannot sign in, verify/:id stays core, an unverified token is refused', async () => {
    await withHost<DsSiteOptions, void>(
      { fixture: dsSite, options: { members: { verify: true } }, seed: false },
      async (verifying) => {
        const account = fakeUser(faker)
        const created = await verifying.payload.create({ collection: 'members', data: account })
        const mail = await poll(
          () => verifying.outbox.find((message) => message.to === account.email),
          { message: 'verification mail' },
        )
        const token = /verify\/([\w-]+)/.exec(String(mail.html))?.[1]
        expect(token).toBeTruthy()

        const browser = createClient(verifying)
        const early = await login(browser, 'members', { ...account, id: created.id })
        expect(early.status).toBe(403)
        expect(setCookies(early)).toEqual([])

        const verify = await browser.post(`/members/verify/${token}`)
        expect(verify.status).toBe(200)
        expect(setCookies(verify)).toEqual([])

        const signedIn = await login(browser, 'members', { ...account, id: created.id })
        expect(signedIn.status).toBe(200)
        expect(cookieNamesSet(signedIn)).toEqual([MEMBERS_COOKIE])
        expect((await browser.get('/members/me')).body.user).toMatchObject({ id: created.id })

        // The strategy repeats core's verify check on every request.
        await verifying.payload.update({
          collection: 'members',
          id: created.id,
          data: { _verified: false } as never,
        })
        expect((await browser.get('/members/me')).body.user).toBeNull()
      },
    )
  })

  test('[DS-14] sessions apply: login adds a session, refresh extends it, logout removes only that one', async () => {
    const member = await create.member(host(), faker)
    const first = createClient(host())
    const second = createClient(host())
    await login(first, 'members', member)
    await login(second, 'members', member)
    const firstToken = (await first.cookie(MEMBERS_COOKIE))!
    const sessions = await storedSessions(member.id)
    expect(sessions.map((session) => session.id)).toContain(sidOf(firstToken))
    expect(sessions).toHaveLength(2)

    const before = sessions.find((session) => session.id === sidOf(firstToken))!.expiresAt
    await poll(
      async () => {
        await first.post('/members/refresh-token')
        const after = (await storedSessions(member.id)).find(
          (session) => session.id === sidOf(firstToken),
        )?.expiresAt
        return after !== undefined && Date.parse(after) > Date.parse(before)
      },
      { message: 'session expiry extended by refresh-token', timeout: 5_000, interval: 250 },
    )

    expect((await first.post('/members/logout')).status).toBe(200)
    const left = await storedSessions(member.id)
    expect(left).toHaveLength(1)
    expect(left[0].id).toBe(sidOf((await second.cookie(MEMBERS_COOKIE))!))
    expect((await second.get('/members/me')).body.user).toMatchObject({ id: member.id })

    // allSessions=true ends every session of the user, not only the one asking.
    const third = createClient(host())
    await login(third, 'members', member)
    expect(await storedSessions(member.id)).toHaveLength(2)
    expect(
      (await second.post('/members/logout', undefined, { query: { allSessions: 'true' } })).status,
    ).toBe(200)
    expect(await storedSessions(member.id)).toEqual([])
    expect((await third.get('/members/me')).body.user).toBeNull()
  })
})
