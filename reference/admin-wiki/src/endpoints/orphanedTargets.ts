import type { Endpoint, PayloadHandler } from 'payload'
import { ENDPOINT_PATHS } from '../defaults'
import { storedTargets } from '../fields/targets'
import { runtimeTargets } from '../targets'
import type { OrphanedGuide, OrphanedTargetsResponse, ResolvedAdminWikiOptions } from '../types'
import { evaluateAccess, refuse, respond } from './respond'

/**
 * GET /api/<pages>/orphaned-targets: guides (latest version, drafts included) with stored targets
 * that no longer resolve against the running config. Needs update access; lists only the guides
 * the reader may both read and update.
 */
export const orphanedTargetsEndpoint = (options: ResolvedAdminWikiOptions): Endpoint => {
  const handler: PayloadHandler = async (req) => {
    if (!req.user) return refuse(401, 'Log in to read the wiki.')
    const slug = options.slugs.pages
    const update = await evaluateAccess(req, slug, 'update')
    if (update === false) return refuse(403, `Listing orphaned guides requires update access to ${slug}.`)
    if ((await evaluateAccess(req, slug, 'read')) === false) return refuse(403, `You are not allowed to read ${slug}.`)

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
      ...(update === true ? {} : { where: update }),
    })
    const valid = runtimeTargets(req.payload.config, options).keys
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
    return respond(body)
  }
  return { handler, method: 'get', path: ENDPOINT_PATHS.orphanedTargets }
}
