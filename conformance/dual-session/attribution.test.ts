import {
  afterAll,
  beforeAll,
  createClient,
  describeFamily,
  expect,
  implementation,
  seededFaker,
  startForwarder,
  test,
  useHost,
  type Forwarder,
  type Host,
  type HttpClient,
} from '../harness'
import {
  SHARED_COOKIE,
  createMember,
  createStaff,
  createVisitor,
  fromAdmin,
  fromWebsite,
  login,
  type Account,
  type DsSiteOptions,
} from './support'
import dsSite from './ds-site'

const PROXY_SECRET = 'ds-conformance-proxy-secret-0123456789'

/** The proxy of the implementation under test; its absence fails these tests with a clear message. */
const proxy = () => {
  const found = implementation.dualSessionProxy
  if (!found) throw new Error('implementation.dualSessionProxy (the Next.js request proxy module) is missing')
  return found
}

/** Who /me says is signed in, per collection. */
const whoAmI = async (browser: HttpClient, headers: Record<string, string> = {}) => ({
  members: (await browser.get('/members/me', { headers })).body.user?.id ?? null,
  users: (await browser.get('/users/me', { headers })).body.user?.id ?? null,
})

/** One browser holding an admin (staff, shared cookie) and a website (member, isolated cookie) session. */
const bothSessions = async (host: Host, staff: Account, member: Account) => {
  const browser = createClient(host)
  await login(browser, 'users', staff, fromAdmin(host))
  await login(browser, 'members', member, fromWebsite(host))
  return browser
}

/** The header(s) a proxy adds to a request: computed by difference, so the suite assumes no name. */
const stampHeaders = async (request: Request, options: { secret: string; now?: () => number }) => {
  const stamped = await proxy().stampRequest(request, options)
  return Object.fromEntries([...stamped.entries()].filter(([name, value]) => request.headers.get(name) !== value))
}

describeFamily('DS', 'request attribution without the proxy', () => {
  {
    const host = useHost<DsSiteOptions>({ fixture: dsSite })
    const faker = seededFaker(305)

    test('[DS-22] fallback: admin-route Referer uses the admin session, other Referers the website one, none prefers the admin', async () => {
      const [staff, member] = [await createStaff(host(), faker), await createMember(host(), faker)]
      const browser = await bothSessions(host(), staff, member)
      expect(await whoAmI(browser, fromAdmin(host()))).toEqual({ members: null, users: staff.id })
      expect(await whoAmI(browser, fromWebsite(host()))).toEqual({ members: member.id, users: null })
      expect(await whoAmI(browser)).toEqual({ members: null, users: staff.id })

      // Without a valid admin session, a request with no Referer falls to the website session...
      const memberOnly = createClient(host())
      await login(memberOnly, 'members', member)
      expect(await whoAmI(memberOnly)).toEqual({ members: member.id, users: null })
      // ...also when the shared cookie holds an ended session; the admin route still never sees it.
      await memberOnly.jar.setCookie(`${SHARED_COOKIE}=${await browser.cookie(SHARED_COOKIE)}; Path=/`, memberOnly.resolve('/').href)
      await browser.post('/users/logout', undefined, { headers: fromAdmin(host()) })
      expect(await whoAmI(memberOnly)).toEqual({ members: member.id, users: null })
      expect(await whoAmI(memberOnly, fromAdmin(host()))).toEqual({ members: null, users: null })

      // Same rule inside one collection: a visitor (isolated) and staff (shared) of `users`.
      const visitor = await createVisitor(host(), faker)
      const shared = createClient(host())
      await login(shared, 'users', staff, fromAdmin(host()))
      await login(shared, 'users', visitor, fromWebsite(host()))
      expect((await whoAmI(shared, fromAdmin(host()))).users).toBe(staff.id)
      expect((await whoAmI(shared, fromWebsite(host()))).users).toBe(visitor.id)
    })
  }

})

describeFamily('DS', 'request attribution through the proxy', () => {
  {
    const host = useHost<DsSiteOptions>({ fixture: dsSite, options: { proxySecret: PROXY_SECRET } })
    const faker = seededFaker(306)
    let forwarder: Forwarder | undefined
    beforeAll(async () => {
      forwarder = await startForwarder({
        rewriteHeaders: (request) => proxy().stampRequest(request, { secret: PROXY_SECRET }),
        target: host().url,
      })
    })
    afterAll(async () => {
      await forwarder?.close()
    })
    const viaProxy = (browser: HttpClient) => createClient(forwarder!, browser.jar)

    test('[DS-23] /me follows the proxy stamp: admin pages get the admin session, everything else the website one', async () => {
      const [staff, member] = [await createStaff(host(), faker), await createMember(host(), faker)]
      const browser = viaProxy(await bothSessions(host(), staff, member))
      const adminPage = { Referer: `${forwarder!.url}/admin/collections/posts` }
      const websitePage = { Referer: `${forwarder!.url}/blog/hello` }
      expect(await whoAmI(browser, adminPage)).toEqual({ members: null, users: staff.id })
      expect(await whoAmI(browser, websitePage)).toEqual({ members: member.id, users: null })
      // No Referer: the fallback would prefer the admin session; the proxy knows it is not an admin page.
      expect(await whoAmI(browser)).toEqual({ members: member.id, users: null })

      // A stamp decides even against the Referer fallback: an admin page request stamped by the proxy.
      const direct = createClient(host(), browser.jar)
      const adminStamp = await stampHeaders(new Request(`${host().url}/admin/collections/posts`), { secret: PROXY_SECRET })
      expect(Object.keys(adminStamp).length).toBeGreaterThan(0)
      expect(await whoAmI(direct, { ...fromWebsite(host()), ...adminStamp })).toEqual({ members: null, users: staff.id })
    })

    test('[DS-24] a stamp sent by the client is ignored: unsigned, wrongly signed or stale, and stripped by the proxy', async () => {
      const [staff, member] = [await createStaff(host(), faker), await createMember(host(), faker)]
      const browser = await bothSessions(host(), staff, member)
      const websiteRequest = new Request(`${host().url}/account`)
      const genuine = await stampHeaders(websiteRequest, { secret: PROXY_SECRET })
      expect(await whoAmI(browser, genuine)).toEqual({ members: member.id, users: null })

      const forgeries = [
        await stampHeaders(websiteRequest, { secret: 'another-secret-of-enough-length' }),
        await stampHeaders(websiteRequest, { now: () => Date.now() - 3_600_000, secret: PROXY_SECRET }),
        Object.fromEntries(Object.entries(genuine).map(([name, value]) => [name, value.replace(/^\w+/, 'website').slice(0, -4) + 'AAAA'])),
        Object.fromEntries(Object.keys(genuine).map((name) => [name, 'website'])),
      ]
      for (const forged of forgeries) {
        // Ignored: no Referer, so the fallback prefers the admin session.
        expect(await whoAmI(browser, forged), JSON.stringify(forged)).toEqual({ members: null, users: staff.id })
      }

      // A genuine website stamp replayed through the proxy from an admin page is replaced, not trusted.
      const throughProxy = viaProxy(browser)
      const adminPage = { Referer: `${forwarder!.url}/admin/account`, ...genuine }
      expect(await whoAmI(throughProxy, adminPage)).toEqual({ members: null, users: staff.id })
      const restamped = await proxy().stampRequest(new Request(`${forwarder!.url}/admin/account`, { headers: genuine }), { secret: PROXY_SECRET })
      for (const [name, value] of Object.entries(genuine)) expect(restamped.get(name)).not.toBe(value)
    })

    test('[DS-25] the Next.js proxy forwards the stamped request headers with NextResponse.next', async () => {
      const nextProxy = proxy().dualSessionProxy
      expect(nextProxy, 'dualSessionProxy export').toBeTypeOf('function')
      const [staff, member] = [await createStaff(host(), faker), await createMember(host(), faker)]
      const browser = await bothSessions(host(), staff, member)
      const response = await nextProxy!({ secret: PROXY_SECRET })(
        new Request(`${host().url}/admin/collections/posts`, { headers: { Referer: `${host().url}/blog` } }),
      )
      expect(response.headers.get('x-middleware-next')).toBe('1')
      const overridden = (response.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean)
      const forwarded = Object.fromEntries(
        overridden
          .filter((name) => name !== 'referer')
          .map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? '']),
      )
      expect(Object.keys(forwarded).length).toBeGreaterThan(0)
      expect(await whoAmI(browser, { ...fromWebsite(host()), ...forwarded })).toEqual({ members: null, users: staff.id })
    })
  }
})
