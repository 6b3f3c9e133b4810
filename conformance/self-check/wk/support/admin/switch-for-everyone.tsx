'use client'
// wk-switch-ignores-permissions's admin components: the guides panel's edit-mode switch shown to
// every reader, without asking targets-map's permissions whether the reader may write at all.
import React from 'react'
import { GuideList } from '../../../../../reference/admin-wiki/src/components/admin/GuideList'
import { useWiki } from '../../../../../reference/admin-wiki/src/exports/admin'

export { BlockHelp, FieldHelp, ListBand, OrphanBanner, TargetPicker, TargetPrefill, WikiProvider, useWiki } from '../../../../../reference/admin-wiki/src/exports/admin'

const EditModeToggle = () => {
  const wiki = useWiki()
  if (!wiki || wiki.options.writeAffordances !== 'editMode') return null
  return (
    <label className="wiki-edit-mode">
      <input checked={wiki.editMode} onChange={(event) => wiki.setEditMode(event.target.checked)} type="checkbox" />
      {wiki.t('guides.editMode')}
    </label>
  )
}

export const GuidesPanel = ({ targetKey }: { targetKey: string }) => {
  const wiki = useWiki()
  if (!wiki) return null
  return (
    <div className="wiki-panel">
      <GuideList heading={wiki.t('guides.title')} targetKey={targetKey} />
      <EditModeToggle />
    </div>
  )
}
