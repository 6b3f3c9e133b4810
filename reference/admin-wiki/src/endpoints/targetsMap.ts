import type { Endpoint, PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'
import { ENDPOINT_PATHS } from '../defaults'
import { storedTargets } from '../fields/targets'
import { LANGUAGE_PATTERN, resolveLocale } from '../locale'
import { runtimeTargets } from '../targets'
import type { ResolvedAdminWikiOptions, TargetsMapGuide, TargetsMapResponse } from '../types'
import { accessOf, readerEndpoint } from './readerEndpoint'

/**
 * GET /api/<pages>/targets-map?language=<lang>: for the requesting reader, each target key with
 * the published guides that reader may read (ids, titles, dates; never content), and the reader's
 * evaluated create and update permissions.
 */
export const targetsMapEndpoint = (options: ResolvedAdminWikiOptions): Endpoint =>
  readerEndpoint(ENDPOINT_PATHS.targetsMap, async (req) => {
    const slug = options.slugs.pages
    const language = req.searchParams.get('language') ?? req.i18n.language
    if (!LANGUAGE_PATTERN.test(language)) {
      throw new APIError(`language must be a language tag such as "en" or "de-AT" (got "${language.slice(0, 40)}").`, 400)
    }
    const { fallback, locale } = resolveLocale(req.payload.config, language, options.localeMap)
    // Access predicates see the content locale through req.locale, as in any other request.
    if (locale) req.locale = locale

    if ((await accessOf(req, slug, 'read')) === false) throw new APIError(`You are not allowed to read ${slug}.`, 403)
    const [create, update] = await Promise.all([accessOf(req, slug, 'create'), accessOf(req, slug, 'update')])

    const { docs } = await req.payload.find({
      collection: slug,
      depth: 0,
      draft: false,
      ...(locale ? { locale } : {}),
      overrideAccess: false,
      pagination: false,
      req,
      select: { targetKeys: true, title: true, updatedAt: true },
      sort: 'title',
      user: req.user,
      where: { _status: { equals: 'published' } },
    })
    const titled = docs.filter((doc) => typeof doc.title === 'string' && doc.title !== '')
    const updatable = await updatableIds(req, slug, update, titled.map((doc) => doc.id), locale)

    const valid = runtimeTargets(req.payload.config, options).keys
    const targets: Record<string, TargetsMapGuide[]> = {}
    for (const doc of titled) {
      const guide: TargetsMapGuide = {
        id: doc.id,
        title: doc.title as string,
        updatedAt: doc.updatedAt as string,
        canUpdate: updatable.has(doc.id),
      }
      for (const key of storedTargets(doc)) if (valid.has(key)) (targets[key] ??= []).push(guide)
    }
    const body: TargetsMapResponse = {
      language,
      locale,
      localeFallback: fallback,
      permissions: { create: create !== false, update: update !== false },
      targets,
    }
    return Response.json(body)
  })

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
