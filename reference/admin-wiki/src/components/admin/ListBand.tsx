'use client'
import { Gutter, useTranslation } from '@payloadcms/ui'
import React from 'react'
import { EditModeToggle, GuideList } from './GuideList'
import type { ListTriggerSlot } from '../../types'
import { useWiki } from './WikiProvider'

/** The band on a collection's list view (triggers.list), at the configured slot. */
export const ListBand = ({ label, slot, targetKey }: { label: Record<string, string> | string; slot: ListTriggerSlot; targetKey: string }) => {
  const wiki = useWiki()
  const { i18n } = useTranslation()
  if (!wiki) return null
  // The collection's plural label, per admin language when the project gave one per language.
  const name = typeof label === 'string' ? label : (label[i18n.language] ?? label[i18n.fallbackLanguage] ?? Object.values(label)[0] ?? targetKey)
  const band = (
    <div className="wiki-band" style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 'var(--base)', padding: 'calc(var(--base) / 2) var(--base)', margin: 'calc(var(--base) / 2) 0', border: '1px solid var(--theme-elevation-100)', borderRadius: 'var(--style-radius-m)', background: 'var(--theme-elevation-50)' }}>
      <GuideList heading={wiki.t('guides.band', { label: name })} layout="row" targetKey={targetKey} />
      <EditModeToggle />
    </div>
  )
  // beforeList and afterList render outside the list's gutter: the band brings its own.
  return slot === 'beforeList' || slot === 'afterList' ? <Gutter className="wiki-band__gutter">{band}</Gutter> : band
}
