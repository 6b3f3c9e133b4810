import type { Endpoint, Where } from 'payload'
import { APIError } from 'payload'
import { storedTexts } from '../db/storedKeys'
import { ENDPOINT_PATHS } from '../defaults'
import { storedTargets } from '../fields/targets'
import { runtimeTargets } from '../targets'
import type { OrphanedGuide, OrphanedTargetsResponse, ResolvedAdminWikiOptions } from '../types'
import { accessOf, readerEndpoint } from './readerEndpoint'

/**
 * GET /api/<pages>/orphaned-targets: guides (latest version, drafts included) with stored targets
 * that no longer resolve against the running config. Needs update access; lists only the guides
 * the reader may both read and update.
 */
export const orphanedTargetsEndpoint = (options: ResolvedAdminWikiOptions): Endpoint =>
  readerEndpoint(ENDPOINT_PATHS.orphanedTargets, async (req) => {
    const slug = options.slugs.pages
    const update = await accessOf(req, slug, 'update')
    if (update === false)
      throw new APIError(`Listing orphaned guides requires update access to ${slug}.`, 403)
    if ((await accessOf(req, slug, 'read')) === false)
      throw new APIError(`You are not allowed to read ${slug}.`, 403)

    const valid = runtimeTargets(req.payload.config, options).keys
    // The distinct keys stored (read through the target keys' index) show which are orphaned; only
    // guides holding one are read, so the cost follows the orphans, not the wiki's size. Without a SQL
    // adapter to read them from, Payload finds the guides holding a key outside the valid ones.
    const stored = await storedTexts(
      req.payload,
      slug,
      Boolean(req.payload.collections[slug]?.config.versions?.drafts),
    )
    const orphanedKeys = stored && [...stored].filter((key) => !valid.has(key))
    if (orphanedKeys && !orphanedKeys.length)
      return Response.json({ docs: [], totalDocs: 0 } satisfies OrphanedTargetsResponse)
    const holdsOrphan: Where = orphanedKeys
      ? { targetKeys: { in: orphanedKeys } }
      : { targetKeys: { not_in: [...valid] } }
    const { docs } = await req.payload.find({
      collection: slug,
      depth: 0,
      draft: true,
      overrideAccess: false,
      pagination: false,
      req,
      select: { _status: true, targetKeys: true, title: true, updatedAt: true },
      sort: '-updatedAt',
      user: req.user,
      where: update === true ? holdsOrphan : { and: [holdsOrphan, update] },
    })
    const orphans: OrphanedGuide[] = []
    for (const doc of docs) {
      const targets = storedTargets(doc)
      const orphanedTargets = targets.filter((key) => !valid.has(key))
      if (!orphanedTargets.length) continue
      orphans.push({
        id: doc.id,
        title: typeof doc.title === 'string' ? doc.title : null,
        status: doc._status === 'published' ? 'published' : 'draft',
        updatedAt: doc.updatedAt as string,
        orphanedTargets,
        targets,
      })
    }
    const body: OrphanedTargetsResponse = { docs: orphans, totalDocs: orphans.length }
    return Response.json(body)
  })
