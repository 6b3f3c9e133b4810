'use client'
import React from 'react'
import { GuideList } from './GuideList'
import { useWiki } from './WikiProvider'

/** Guides of one field, after its input; nothing when the field has none. */
export const FieldHelp = ({ targetKey }: { targetKey: string }) => {
  const wiki = useWiki()
  if (!wiki) return null
  return <GuideList heading={wiki.t('guides.forField')} hideWhenEmpty layout="row" style={{ marginTop: 'calc(var(--base) / 4)' }} targetKey={targetKey} />
}
