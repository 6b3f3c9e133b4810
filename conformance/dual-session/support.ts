import {
  createClient,
  type FakeUser,
  fakeUser,
  type Host,
  type HttpClient,
  type HttpResponse,
  type seededFaker,
  setCookieHeaders,
} from '../../fixtures'

type Faker = ReturnType<typeof seededFaker>

/** Shared helpers of the DS family's tests (not a test file). */
export type { DsSiteOptions } from './ds-site'

export const SHARED_COOKIE = 'payload-token'
export const MEMBERS_COOKIE = 'payload-members-token'
export const USERS_COOKIE = 'payload-users-token'

/** Where a browser request comes from, as its Referer says. */
export const fromAdmin = (host: Host) => ({ Referer: `${host.url}/admin/collections/users` })
export const fromWebsite = (host: Host) => ({ Referer: `${host.url}/account/profile` })

/**
 * The headers a browser sends with a page load (Fetch Metadata): without a Referer for a typed URL
 * or a bookmark (and a reload of either), with the page left when a link was followed. The admin's
 * server render authenticates with exactly these (Payload's initReq hands them to the strategies).
 */
export const pageLoad = (referer?: string): Record<string, string> => ({
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': referer ? 'same-origin' : 'none',
  'Sec-Fetch-User': '?1',
  'Upgrade-Insecure-Requests': '1',
  ...(referer ? { Referer: referer } : {}),
})

/** A script's same-origin fetch from a page: what the admin's and the website's API calls carry. */
export const fetchFrom = (page: string): Record<string, string> => ({
  Accept: '*/*',
  Referer: page,
  'Sec-Fetch-Dest': 'empty',
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Site': 'same-origin',
})

/**
 * A Next.js server action POST from a page (how the admin calls Payload's server functions, e.g.
 * form-state): Next's action headers on a fetch whose body is the encoded arguments.
 */
export const serverFunctionFrom = (page: string): Record<string, string> => ({
  ...fetchFrom(page),
  Accept: 'text/x-component',
  'Content-Type': 'text/plain;charset=UTF-8',
  'Next-Action': '40f1c0a3d2e4b5968778695a4b3c2d1e0f9a8b7c6d',
  'Next-Url': new URL(page).pathname,
  Origin: new URL(page).origin,
})

/** A plain HTML form submitted from a page: a navigation that carries a body. */
export const formPostFrom = (page: string): Record<string, string> => ({
  ...pageLoad(page),
  'Content-Type': 'application/x-www-form-urlencoded',
  Origin: new URL(page).origin,
})

export type Account = FakeUser & { id: number | string }

const createAccount = async (host: Host, collection: string, data: object): Promise<Account> => {
  const doc = await host.payload.create({ collection: collection as 'users', data: data as never })
  return { ...(data as unknown as FakeUser), id: doc.id }
}

/** Accounts of each kind ds-site has, created directly in its database. */
export const create = {
  staff: (host: Host, faker: Faker) =>
    createAccount(host, 'users', { ...fakeUser(faker), roles: ['staff'] }),
  visitor: (host: Host, faker: Faker) =>
    createAccount(host, 'users', { ...fakeUser(faker), roles: ['visitor'] }),
  /** A user whose roles say visitor but whose hidden `deskAccess` says staff (ds-site's 'hidden-field-predicate'). */
  deskUser: (host: Host, faker: Faker) =>
    createAccount(host, 'users', { ...fakeUser(faker), roles: ['visitor'], deskAccess: true }),
  member: (host: Host, faker: Faker, extra: Record<string, unknown> = {}) =>
    createAccount(host, 'members', { ...fakeUser(faker), ...extra }),
  partner: (host: Host, faker: Faker) => createAccount(host, 'partners', fakeUser(faker)),
}

/** One account of each kind named, created one after another in that order. */
export const createEach = async <const Kinds extends Array<keyof typeof create>>(
  host: Host,
  faker: Faker,
  ...kinds: Kinds
) => {
  const accounts: Account[] = []
  for (const kind of kinds) accounts.push(await create[kind](host, faker))
  return accounts as { [Index in keyof Kinds]: Account }
}

export const login = (
  client: HttpClient,
  collection: string,
  account: Account,
  headers?: Record<string, string>,
) =>
  client.post(
    `/${collection}/login`,
    { email: account.email, password: account.password },
    { headers },
  )

/**
 * One browser with two sessions: `staff` signed in from the admin (the shared cookie), then
 * `account` of `collection` from the website (its isolated cookie).
 */
export const adminAndWebsiteSessions = async (
  host: Host,
  staff: Account,
  collection: string,
  account: Account,
) => {
  const browser = createClient(host)
  await login(browser, 'users', staff, fromAdmin(host))
  await login(browser, collection, account, fromWebsite(host))
  return browser
}

/** A staff user (shared cookie) and a visitor of the same admin collection (isolated cookie) in one browser. */
export const staffAndVisitorSessions = async (host: Host, faker: Faker) => {
  const [staff, visitor] = await createEach(host, faker, 'staff', 'visitor')
  return { staff, visitor, browser: await adminAndWebsiteSessions(host, staff, 'users', visitor) }
}

export interface SetCookie {
  name: string
  value: string
  raw: string
  attributes: Record<string, string>
}

/** Set-Cookie headers of a response, parsed (attribute names lower-cased). */
export const setCookies = (response: HttpResponse): SetCookie[] =>
  setCookieHeaders(response).map((raw) => {
    const [pair, ...parts] = raw.split(';').map((part) => part.trim())
    const at = pair.indexOf('=')
    const attributes: Record<string, string> = {}
    for (const part of parts) {
      const eq = part.indexOf('=')
      attributes[(eq === -1 ? part : part.slice(0, eq)).toLowerCase()] =
        eq === -1 ? 'true' : part.slice(eq + 1)
    }
    return { name: pair.slice(0, at), value: pair.slice(at + 1), raw, attributes }
  })

export const cookieNamesSet = (response: HttpResponse) =>
  setCookies(response).map((cookie) => cookie.name)

/** Rows the fixture's auth hooks wrote, read over HTTP. */
export const hookCalls = async (
  client: HttpClient,
  where: { collection: string; hook: string; user?: string | number },
) => {
  const query: Record<string, string> = {
    'where[collection][equals]': where.collection,
    'where[hook][equals]': where.hook,
    limit: '100',
  }
  if (where.user !== undefined) query['where[user][equals]'] = String(where.user)
  const response = await client.get('/hook-calls', { anonymous: true, query })
  return response.body.totalDocs as number
}
