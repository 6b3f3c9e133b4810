import { decodeJwt, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose'
import {
  type AuthStrategy,
  type AuthStrategyFunctionArgs,
  type CollectionConfig,
  type Config,
  generateExpiredPayloadCookie,
  jwtSign,
  type PayloadHandler,
  type PayloadRequest,
  parseCookies,
} from 'payload'
import reference from '../../../../reference'

/**
 * What the DS self-checks share: reference.dualSession with the Config it returns patched per
 * listed collection (an endpoint's handler, the strategy the plugin adds), and the cookie and token
 * helpers their mistakes need. Not a self-check itself (a folder, which the self-check runner skips).
 */

export type DualSessionOptions = {
  collections: Array<string | { slug: string; isolate: (user: any) => unknown }>
  proxy?: { secret: string; maxAgeSeconds?: number }
}

export const listedSlugs = (options: DualSessionOptions) =>
  options.collections.map((entry) => (typeof entry === 'string' ? entry : entry.slug))

/**
 * reference.dualSession with its options mapped first (`options`) and each listed collection of the
 * Config it returns passed through `collection` (the reference plugin's own collection as built).
 */
export const patchedDualSession =
  (patch: {
    options?: (options: DualSessionOptions, config: Config) => DualSessionOptions
    collection?: (collection: CollectionConfig, options: DualSessionOptions) => CollectionConfig
  }) =>
  (options: DualSessionOptions) =>
  async (config: Config): Promise<Config> => {
    const given = patch.options ? patch.options(options, config) : options
    const built = await reference.dualSession!(given as never)(config)
    const listed = new Set(listedSlugs(given))
    return {
      ...built,
      collections: built.collections?.map((collection) =>
        patch.collection && listed.has(collection.slug)
          ? patch.collection(collection, given)
          : collection,
      ),
    }
  }

/** The collection with the handler of its `method path` endpoint wrapped. */
export const wrapEndpoint = (
  collection: CollectionConfig,
  method: 'get' | 'post',
  path: string,
  wrap: (handler: PayloadHandler) => PayloadHandler,
): CollectionConfig => ({
  ...collection,
  endpoints: Array.isArray(collection.endpoints)
    ? collection.endpoints.map((endpoint) =>
        endpoint.method === method && endpoint.path === path
          ? { ...endpoint, handler: wrap(endpoint.handler) }
          : endpoint,
      )
    : collection.endpoints,
})

type Authenticate = AuthStrategy['authenticate']

/** The collection with the auth strategies the plugin added (those the project's collection did not have) wrapped. */
export const wrapStrategy = (
  collection: CollectionConfig,
  wrap: (authenticate: Authenticate, strategyName: string) => Authenticate,
): CollectionConfig => {
  const auth = typeof collection.auth === 'object' ? collection.auth : {}
  return {
    ...collection,
    auth: {
      ...auth,
      strategies: (auth.strategies ?? []).map((strategy) =>
        strategy.name.startsWith('dual-session-')
          ? { ...strategy, authenticate: wrap(strategy.authenticate, strategy.name) }
          : strategy,
      ),
    },
  }
}

/** The collection with the plugin's strategies reading the request headers as `edit` leaves them. */
export const editStrategyHeaders = (
  collection: CollectionConfig,
  edit: (headers: Headers) => void,
): CollectionConfig =>
  wrapStrategy(collection, (authenticate) => (args) => authenticate(withHeaders(args, edit)))

/** The strategy's arguments with other request headers. */
export const withHeaders = (
  args: AuthStrategyFunctionArgs,
  edit: (headers: Headers) => void,
): AuthStrategyFunctionArgs => {
  const headers = new Headers(args.headers)
  edit(headers)
  return { ...args, headers }
}

export const sharedCookieName = (req: PayloadRequest) => `${req.payload.config.cookiePrefix}-token`
export const isolatedCookieName = (req: PayloadRequest, slug: string) =>
  `${req.payload.config.cookiePrefix}-${slug}-token`
/** The names of the listed collections' isolated cookies. */
export const isolatedCookieNames = (req: PayloadRequest, options: DualSessionOptions) =>
  listedSlugs(options).map((slug) => isolatedCookieName(req, slug))

/** Names of the cookies a response sets (or expires). */
export const setCookieNames = (response: Response) =>
  response.headers.getSetCookie().map((raw) => raw.slice(0, raw.indexOf('=')))

/** An expired Set-Cookie for `cookieName`, written by core's own writer with the collection's auth settings. */
export const expiredCookie = (req: PayloadRequest, slug: string, cookieName: string) =>
  generateExpiredPayloadCookie({
    collectionAuthConfig: req.payload.collections[slug].config.auth,
    cookiePrefix: cookieName.replace(/-token$/, ''),
  }) as string

/** A copy of `response` whose Set-Cookie headers are `edit`ed (return null to drop one). */
export const editSetCookies = async (
  response: Response,
  edit: (raw: string, name: string) => string | string[] | null,
): Promise<Response> => {
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const raw of response.headers.getSetCookie()) {
    const edited = edit(raw, raw.slice(0, raw.indexOf('=')))
    for (const value of edited === null ? [] : Array.isArray(edited) ? edited : [edited])
      headers.append('set-cookie', value)
  }
  return new Response(await response.arrayBuffer(), {
    headers,
    status: response.status,
    statusText: response.statusText,
  })
}

/** The collection with each Set-Cookie header of its `POST path` endpoint's answers `edit`ed (see editSetCookies). */
export const editEndpointCookies = (
  collection: CollectionConfig,
  path: string,
  edit: (raw: string, name: string, req: PayloadRequest) => string | string[] | null,
): CollectionConfig =>
  wrapEndpoint(
    collection,
    'post',
    path,
    (handler) => async (req) =>
      editSetCookies(await handler(req), (raw, name) => edit(raw, name, req)),
  )

/**
 * The collection with its `POST path` endpoint also expiring, by core's writer, the cookies `others`
 * names given those its answer sets (after each cookie it sets).
 */
export const expireAlso = (
  collection: CollectionConfig,
  path: string,
  others: (req: PayloadRequest, set: string[]) => string[],
): CollectionConfig =>
  wrapEndpoint(collection, 'post', path, (handler) => async (req) => {
    const response = await handler(req)
    const expired = others(req, setCookieNames(response)).map((name) =>
      expiredCookie(req, collection.slug, name),
    )
    return editSetCookies(response, (raw) => [raw, ...expired])
  })

/** The token in the collection's isolated cookie, when there is one. */
export const isolatedToken = (args: AuthStrategyFunctionArgs, slug: string) =>
  parseCookies(args.headers).get(`${args.payload.config.cookiePrefix}-${slug}-token`)

export type TokenCheck =
  | { claims: JWTPayload; valid: true }
  | { claims: JWTPayload; valid: false; reason: 'signature' | 'expired' | 'other' }

/** The token's claims and whether core's signature and expiry checks pass. */
export const checkToken = async (
  token: string,
  secret: string,
): Promise<TokenCheck | undefined> => {
  let claims: JWTPayload
  try {
    claims = decodeJwt(token)
  } catch {
    return undefined
  }
  try {
    await jwtVerify(token, new TextEncoder().encode(secret))
    return { claims, valid: true }
  } catch (error) {
    const reason =
      error instanceof joseErrors.JWSSignatureVerificationFailed
        ? 'signature'
        : error instanceof joseErrors.JWTExpired
          ? 'expired'
          : 'other'
    return { claims, valid: false, reason }
  }
}

/** `claims` signed anew with the host's secret, valid for `seconds`: the token core would have accepted. */
export const resign = async (claims: JWTPayload, secret: string, seconds: number) => {
  const { exp: _exp, iat: _iat, ...fields } = claims
  return (await jwtSign({ fieldsToSign: fields, secret, tokenExpiration: seconds })).token
}

/** The stored user of a token's claims, as core's JWT strategy returns it (collection and strategy stamped). */
export const userOfClaims = async (
  args: AuthStrategyFunctionArgs,
  claims: JWTPayload,
  strategyName: string,
) => {
  const collection = String(claims.collection)
  if (!args.payload.collections[collection]) return null
  const user = await args.payload.findByID({
    collection,
    id: claims.id as string,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!user) return null
  return {
    ...user,
    collection,
    _strategy: strategyName,
    ...(claims.sid ? { _sid: claims.sid } : {}),
  } as never
}

/** The stored document of a token's user (hidden fields included: `_verified`, `sessions`). */
export const storedUserOfClaims = (args: AuthStrategyFunctionArgs, claims: JWTPayload) =>
  args.payload.db.findOne<{
    id: number | string
    _verified?: boolean | null
    sessions?: Array<{ id: string }> | null
  }>({
    collection: String(claims.collection),
    where: { id: { equals: claims.id as string } },
  })

/** Whether the stored user still holds the token's session (its `sid`). */
export const holdsSession = (
  stored: { sessions?: Array<{ id: string }> | null },
  claims: JWTPayload,
) => (stored.sessions ?? []).some((session) => session.id === claims.sid)

type StoredUser = NonNullable<Awaited<ReturnType<typeof storedUserOfClaims>>>

/**
 * The collection's strategy with one of core's token checks left out: when the reference refuses
 * the isolated cookie's token although its signature and expiry are valid, `accept` decides from
 * the token's claims and its stored user.
 */
export const acceptRefusedToken = (
  collection: CollectionConfig,
  accept: (claims: JWTPayload, stored: StoredUser) => boolean,
): CollectionConfig =>
  wrapStrategy(collection, (authenticate, strategyName) => async (args) => {
    const result = await authenticate(args)
    const token = isolatedToken(args, collection.slug)
    if (result.user || !token) return result
    const check = await checkToken(token, args.payload.secret)
    if (!check?.valid) return result
    const stored = await storedUserOfClaims(args, check.claims)
    return stored && accept(check.claims, stored)
      ? { user: await userOfClaims(args, check.claims, strategyName) }
      : result
  })

/** Core's checks of a token's stored user, by name. */
const userChecks = {
  verified: (stored: StoredUser) => stored._verified !== false,
  session: holdsSession,
}

/**
 * The collection's strategy with core's `skipped` check of the stored user left out: it accepts
 * this collection's token that fails that check alone.
 */
export const skipUserCheck = (collection: CollectionConfig, skipped: keyof typeof userChecks) =>
  acceptRefusedToken(
    collection,
    (claims, stored) =>
      claims.collection === collection.slug &&
      Object.entries(userChecks).every(
        ([name, passes]) => passes(stored, claims) === (name !== skipped),
      ),
  )

/**
 * The collection's strategy taking a token that fails core's signature or expiry check at its
 * word: signed anew (valid for `seconds`, when positive) before the reference checks the rest.
 */
export const trustInvalidToken = (
  collection: CollectionConfig,
  reason: 'signature' | 'expired',
  seconds: (claims: JWTPayload) => number,
): CollectionConfig =>
  wrapStrategy(collection, (authenticate) => async (args) => {
    const token = isolatedToken(args, collection.slug)
    const check = token ? await checkToken(token, args.payload.secret) : undefined
    if (!token || !check || check.valid || check.reason !== reason || seconds(check.claims) <= 0)
      return authenticate(args)
    const trusted = await resign(check.claims, args.payload.secret, seconds(check.claims))
    return authenticate(
      withHeaders(args, (headers) =>
        headers.set('cookie', (headers.get('cookie') ?? '').replace(token, trusted)),
      ),
    )
  })
