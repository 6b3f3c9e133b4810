'use client'
import { Banner, Link, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { AdminWikiT } from '../../i18n'
import type { OrphanedGuide, OrphanedTargetsResponse } from '../../types'
import { useWiki } from './WikiProvider'

/**
 * A stored target key in words a reader knows (`collection “notes”`, `field “meta.description” of
 * collection “posts”`): the entity may be gone, so by its slug, not by a label the config no longer has.
 */
const describeTarget = (key: string, t: AdminWikiT): string => {
  const [kind, name = '', ...path] = key.split('/')
  if (kind === 'custom') return t('orphans.target.custom', { name: [name, ...path].join('/') })
  if (kind !== 'collection' && kind !== 'global' && kind !== 'block') return key
  const owner = t(`orphans.target.${kind}`, { name })
  return path.length ? t('orphans.target.field', { owner, path: path.join('/') }) : owner
}

const describeTargets = (keys: string[], t: AdminWikiT) =>
  keys.map((key) => describeTarget(key, t)).join(', ')

/**
 * Guides whose stored targets no longer resolve (spec: Errors), from orphaned-targets, until an
 * editor removes those targets or deletes the guide. On the wiki home and the guides list it lists
 * every orphan; on a guide's edit view (`guide` set) only that guide. Asked only for readers with
 * update access: the endpoint refuses the others.
 */
export const OrphanBanner = ({ guide = false }: { guide?: boolean }) => {
  const wiki = useWiki()
  const { config } = useConfig()
  const document = useDocumentInfo()
  const [orphans, setOrphans] = useState<OrphanedGuide[]>([])
  const allowed = wiki?.map?.permissions.update === true
  const docID = guide ? document.id : undefined
  // A saved edit may have removed the orphaned targets: ask again after each save.
  const saved = guide ? document.lastUpdateTime : 0

  useEffect(() => {
    if (!wiki || !allowed || (guide && docID === undefined)) return
    let live = true
    fetch(`${config.serverURL}${config.routes.api}/${wiki.options.pagesSlug}/orphaned-targets`, {
      credentials: 'include',
    })
      .then(async (response) =>
        response.ok ? ((await response.json()) as OrphanedTargetsResponse).docs : [],
      )
      .then(
        (docs) =>
          live &&
          setOrphans(
            docID === undefined ? docs : docs.filter((doc) => String(doc.id) === String(docID)),
          ),
      )
      .catch(() => live && setOrphans([]))
    return () => {
      live = false
    }
  }, [allowed, config, docID, guide, saved, wiki])

  if (!wiki || !allowed || orphans.length === 0) return null
  if (guide) {
    return (
      <div className="wiki-orphans wiki-orphans--guide" style={{ marginBottom: 'var(--base)' }}>
        <Banner type="error">
          {wiki.t('orphans.thisGuide', {
            targets: describeTargets(orphans[0].orphanedTargets, wiki.t),
          })}
        </Banner>
      </div>
    )
  }
  return (
    <div className="wiki-orphans" style={{ margin: 'var(--base) 0' }}>
      <Banner type="error">
        <strong>{wiki.t('orphans.title')}</strong>
        <ul style={{ margin: 'calc(var(--base) / 4) 0 0', paddingLeft: 'var(--base)' }}>
          {orphans.map((orphan) => (
            <li className="wiki-orphans__guide" data-id={orphan.id} key={orphan.id}>
              <Link href={wiki.editHref(orphan.id)}>{orphan.title ?? String(orphan.id)}</Link>
              {orphan.status === 'draft' && ` (${wiki.t('orphans.draft')})`} —{' '}
              {wiki.t('orphans.targets', {
                targets: describeTargets(orphan.orphanedTargets, wiki.t),
              })}
            </li>
          ))}
        </ul>
      </Banner>
    </div>
  )
}
