'use client'
import { Gutter, Link, useTranslation } from '@payloadcms/ui'
import type { ListTriggerSlot } from '../../types'
import { muted, toolbar } from '../styles'
import { affordancesOn, EditModeToggle, GuideList } from './GuideList'
import { useWiki } from './WikiProvider'

/**
 * The band on a collection's list view (triggers.list), at the configured slot, once targets-map has
 * answered. A collection without guides takes none of the list's space, except for a reader who may
 * write one now (writeAffordances): a single line offers that.
 */
export const ListBand = ({
  label,
  slot,
  targetKey,
}: {
  label: Record<string, string> | string
  slot: ListTriggerSlot
  targetKey: string
}) => {
  const wiki = useWiki()
  const { i18n } = useTranslation()
  if (wiki?.status !== 'ready') return null
  // The collection's plural label, per admin language when the project gave one per language.
  const name =
    typeof label === 'string'
      ? label
      : (label[i18n.language] ??
        label[i18n.fallbackLanguage] ??
        Object.values(label)[0] ??
        targetKey)
  const empty = wiki.guidesOf(targetKey).length === 0
  if (empty && !(affordancesOn(wiki) && wiki.map?.permissions.create)) return null
  const band = empty ? (
    <div
      className="wiki-band wiki-band--empty"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 'var(--base)',
        margin: 'calc(var(--base) / 2) 0',
        ...muted,
      }}
    >
      <Link className="wiki-guides__write" data-target={targetKey} href={wiki.writeHref(targetKey)}>
        {wiki.t('guides.writeFor', { label: name })}
      </Link>
      <EditModeToggle />
    </div>
  ) : (
    <div
      className="wiki-band"
      style={{
        ...toolbar,
        padding: 'calc(var(--base) / 2) var(--base)',
        margin: 'calc(var(--base) / 2) 0',
        border: '1px solid var(--theme-elevation-100)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <GuideList
        heading={wiki.t('guides.band', { label: name })}
        layout="row"
        targetKey={targetKey}
      />
      <EditModeToggle />
    </div>
  )
  // beforeList and afterList render outside the list's gutter: the band brings its own.
  return slot === 'beforeList' || slot === 'afterList' ? (
    <Gutter className="wiki-band__gutter">{band}</Gutter>
  ) : (
    band
  )
}
