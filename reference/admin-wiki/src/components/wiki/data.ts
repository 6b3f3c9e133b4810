import type { PayloadRequest, SanitizedConfig, Where } from 'payload'
import { isValidID } from 'payload'
import { storedTargets } from '../../fields/targets'
import { resolveLocale } from '../../locale'
import { readPublishedGuides } from '../../publishedGuides'
import { kindOfKey, labelPath, runtimeTargets } from '../../targets'
import type { ResolvedAdminWikiOptions, TargetKind } from '../../types'

/** A published guide as the wiki's lists show it: never its content. */
export interface ListedGuide {
  id: number | string
  title: string
  summary: null | string
  updatedAt: string
  targets: string[]
}

/**
 * Published guides the reader may read, in the content locale of the admin language: queried as
 * that reader (access overrides off), so a view never shows more than the REST API would.
 */
export const findPublishedGuides = async (
  req: PayloadRequest,
  options: ResolvedAdminWikiOptions,
  where?: Where,
): Promise<ListedGuide[]> => {
  const { locale } = resolveLocale(req.payload.config, req.i18n.language, options.localeMap)
  const guides = await readPublishedGuides(
    req,
    options.slugs.pages,
    locale,
    { summary: true, targetKeys: true, title: true, updatedAt: true },
    where,
  )
  return guides.map((doc) => ({
    id: doc.id,
    title: doc.title as string,
    summary: typeof doc.summary === 'string' && doc.summary ? doc.summary : null,
    updatedAt: doc.updatedAt as string,
    targets: storedTargets(doc),
  }))
}

/** One published guide with its body (uploads populated), or null when it is a draft or not readable. */
export const findPublishedGuide = async (
  req: PayloadRequest,
  options: ResolvedAdminWikiOptions,
  id: string,
) => {
  // The URL's id as the database types it; a malformed one is a guide that does not exist, not a failed query.
  const idType =
    req.payload.collections[options.slugs.pages]?.customIDType ?? req.payload.db.defaultIDType
  const value = idType === 'number' && /^\d+$/.test(id) ? Number(id) : id
  if (!isValidID(value, idType)) return null
  const { locale } = resolveLocale(req.payload.config, req.i18n.language, options.localeMap)
  const { docs } = await req.payload.find({
    collection: options.slugs.pages,
    depth: 1,
    draft: false,
    limit: 1,
    ...(locale ? { locale } : {}),
    overrideAccess: false,
    req,
    user: req.user,
    where: { and: [{ id: { equals: value } }, { _status: { equals: 'published' } }] },
  })
  return docs[0] ?? null
}

export interface TargetEntry {
  key: string
  kind: TargetKind
  /** The entity's admin label in the reader's language (a field: owner › field). */
  label: string
}

/**
 * Every resolvable, non-excluded target of the running config, in config order, labelled with its
 * admin labels in the reader's language (a field: "Posts › SEO › Keywords").
 */
export const labelledTargets = (
  config: SanitizedConfig,
  options: ResolvedAdminWikiOptions,
  i18n: PayloadRequest['i18n'],
): TargetEntry[] =>
  runtimeTargets(config, options).targets.map(({ key, kind, labels }) => ({
    key,
    kind,
    label: labelPath(labels, i18n),
  }))

export const TARGET_KINDS: TargetKind[] = ['collection', 'global', 'field', 'block', 'custom']

/** Guides grouped by the target they are attached to (resolvable targets only). */
export const guidesByTarget = (guides: ListedGuide[], valid: Set<string>) => {
  const byTarget = new Map<string, ListedGuide[]>()
  for (const guide of guides)
    for (const key of guide.targets)
      if (valid.has(key) && kindOfKey(key)) byTarget.set(key, [...(byTarget.get(key) ?? []), guide])
  return byTarget
}
