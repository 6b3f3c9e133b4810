import type { Endpoint, PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'
import { ENDPOINT_PATHS } from '../defaults'
import { storedTargets } from '../fields/targets'
import { LANGUAGE_PATTERN, resolveLocale } from '../locale'
import { readPublishedGuides } from '../publishedGuides'
import { kindOfKey, runtimeTargets, type TargetIndex, targetsOnPagesOf } from '../targets'
import type { ResolvedAdminWikiOptions, TargetsMapGuide, TargetsMapResponse } from '../types'
import { accessOf, readerEndpoint } from './readerEndpoint'

/**
 * GET /api/<pages>/targets-map?language=<lang>: for the requesting reader, each target key with
 * the published guides that reader may read (ids, titles, dates; never content), and the reader's
 * evaluated create and update permissions.
 *
 * `for=<collection/slug | global/slug>` and `targets=<key>,<key>` narrow the map to what one admin
 * page shows (its entity, fields and blocks; and the keys named, such as a project's custom targets),
 * so a page's cost follows its own guides, not the wiki's size. A narrowed map lists every covered key, those without
 * guides as empty lists, and says `scope: 'page'`; without either parameter it is the whole map.
 */
export const targetsMapEndpoint = (options: ResolvedAdminWikiOptions): Endpoint =>
  readerEndpoint(ENDPOINT_PATHS.targetsMap, async (req) => {
    const slug = options.slugs.pages
    const language = req.searchParams.get('language') ?? req.i18n.language
    if (!LANGUAGE_PATTERN.test(language)) {
      throw new APIError(
        `language must be a language tag such as "en" or "de-AT" (got "${language.slice(0, 40)}").`,
        400,
      )
    }
    const { fallback, locale } = resolveLocale(req.payload.config, language, options.localeMap)
    // Access predicates see the content locale through req.locale, as in any other request.
    if (locale) req.locale = locale

    if ((await accessOf(req, slug, 'read')) === false)
      throw new APIError(`You are not allowed to read ${slug}.`, 403)
    const [create, update] = await Promise.all([
      accessOf(req, slug, 'create'),
      accessOf(req, slug, 'update'),
    ])

    const index = runtimeTargets(req.payload.config, options)
    const covered = pageScope(req, index)
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: a shortcut; with no covered key the loop below lists nothing, whatever is read
    const titled =
      covered?.size === 0
        ? []
        : await readPublishedGuides(
            req,
            slug,
            locale,
            { targetKeys: true, title: true, updatedAt: true },
            // Stryker disable next-line ConditionalExpression,ObjectLiteral: reads only the covered keys' guides; the loop below lists covered keys alone, whatever is read
            covered ? { targetKeys: { in: [...covered] } } : undefined,
          )
    const updatable = await updatableIds(
      req,
      slug,
      update,
      titled.map((doc) => doc.id),
      locale,
    )

    const targets: Record<string, TargetsMapGuide[]> = {}
    for (const key of covered ?? []) targets[key] = []
    const shown = covered ?? index.keys
    for (const doc of titled) {
      const guide: TargetsMapGuide = {
        id: doc.id,
        title: doc.title as string,
        updatedAt: doc.updatedAt as string,
        canUpdate: updatable.has(doc.id),
      }
      for (const key of storedTargets(doc)) if (shown.has(key)) (targets[key] ??= []).push(guide)
    }
    const body: TargetsMapResponse = {
      language,
      locale,
      localeFallback: fallback,
      permissions: { create: create !== false, update: update !== false },
      scope: covered ? 'page' : 'all',
      targets,
    }
    return Response.json(body)
  })

/** At most this many keys in `targets=`: a page shows far fewer; more is a mistake, not a page. */
const MAX_NAMED_TARGETS = 500

/** The keys `for` and `targets` cover (known targets only), or undefined for the whole map. */
const pageScope = (req: PayloadRequest, index: TargetIndex): Set<string> | undefined => {
  const entity = req.searchParams.get('for')
  const named = req.searchParams.get('targets')
  if (entity === null && named === null) return undefined
  const covered = new Set<string>()
  if (entity !== null) {
    if (entity !== '' && !isEntityOf(req, entity)) {
      throw new APIError(
        `for must name a collection or global of this project as "collection/<slug>" or "global/<slug>", or be empty for a page of neither (got "${entity.slice(0, 80)}").`,
        400,
      )
    }
    // An excluded entity (the guides themselves, Payload's own collections) is a page without targets.
    for (const key of targetsOnPagesOf(index, entity)) covered.add(key)
  }
  if (named) {
    const keys = named.split(',')
    if (keys.length > MAX_NAMED_TARGETS)
      throw new APIError(
        `targets names ${keys.length} keys; at most ${MAX_NAMED_TARGETS} are allowed.`,
        400,
      )
    for (const key of keys) if (index.keys.has(key)) covered.add(key)
  }
  return covered
}

const isEntityOf = (req: PayloadRequest, key: string) => {
  const kind = kindOfKey(key)
  const slug = key.slice(key.indexOf('/') + 1)
  if (kind === 'collection') return Boolean(req.payload.collections[slug])
  return kind === 'global' && req.payload.config.globals.some((global) => global.slug === slug)
}

/** Which of these guides the reader may update: all, none, or those matching the access query. */
const updatableIds = async (
  req: PayloadRequest,
  slug: string,
  update: boolean | Where,
  ids: Array<number | string>,
  locale: null | string,
): Promise<Set<number | string>> => {
  if (update === true) return new Set(ids)
  if (update === false || ids.length === 0) return new Set()
  const { docs } = await req.payload.find({
    collection: slug,
    depth: 0,
    // Stryker disable next-line ObjectLiteral: req.locale is this locale already, and the Local API falls back to it
    ...(locale ? { locale } : {}),
    // The access query is the constraint here; it was evaluated for this reader above.
    overrideAccess: true,
    pagination: false,
    req,
    select: {},
    where: { and: [{ id: { in: ids } }, update] },
  })
  return new Set(docs.map((doc) => doc.id))
}
