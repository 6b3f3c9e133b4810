import { Link } from '@payloadcms/ui'
import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type React from 'react'
import type { ResolvedAdminWikiOptions } from '../../types'
import { muted } from '../styles'

/** Server props of every wiki view (and of a `wikiView.components` replacement). */
export type WikiViewProps = AdminViewServerProps & { options: ResolvedAdminWikiOptions }

export const wikiURL = ({ payload }: { payload: Payload }, path = '') =>
  formatAdminURL({ adminRoute: payload.config.routes.admin, path: `/wiki${path}` })

export const section: React.CSSProperties = { marginBottom: 'calc(var(--base) * 2)' }

/** A guide as a list entry: title linked to its read view, its summary below. */
export const GuideLink = ({
  guide,
  req,
}: {
  guide: { id: number | string; summary: null | string; title: string }
  req: PayloadRequest
}) => (
  <li className="wiki-list__guide" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
    <Link href={wikiURL(req, `/guides/${guide.id}`)} prefetch={false} style={{ fontWeight: 600 }}>
      {guide.title}
    </Link>
    {guide.summary && <div style={muted}>{guide.summary}</div>}
  </li>
)

export const list: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0 }
