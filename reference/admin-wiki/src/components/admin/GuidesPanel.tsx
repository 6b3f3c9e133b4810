'use client'
import { EditModeToggle, GuideList } from './GuideList'
import { useWiki } from './WikiProvider'

/** Sidebar panel of a collection document or a global (triggers.edit / triggers.global). */
export const GuidesPanel = ({ targetKey }: { targetKey: string }) => {
  const wiki = useWiki()
  if (!wiki) return null
  return (
    <div
      className="wiki-panel"
      style={{ display: 'grid', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}
    >
      <GuideList heading={wiki.t('guides.title')} targetKey={targetKey} />
      <EditModeToggle />
    </div>
  )
}
