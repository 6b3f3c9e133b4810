'use client'
import { GuideList } from '../../../../../reference/admin-wiki/src/components/admin/GuideList'
import { useWiki } from '../../../../../reference/admin-wiki/src/exports/admin'

// The reference's other components: this module's own export outranks the star export.
export * from '../../../../../reference/admin-wiki/src/exports/admin'

const EditModeToggle = () => {
  const wiki = useWiki()
  if (wiki?.options.writeAffordances !== 'editMode') return null
  return (
    <label className="wiki-edit-mode">
      <input
        checked={wiki.editMode}
        onChange={(event) => wiki.setEditMode(event.target.checked)}
        type="checkbox"
      />
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
