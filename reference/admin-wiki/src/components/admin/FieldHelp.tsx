'use client'
import type React from 'react'
import { GuideList } from './GuideList'
import { useWiki } from './WikiProvider'

/**
 * Takes the field's width without adding to it: Payload sizes a field without `admin.width` in a row
 * by its content (flex 1 1 auto), so a line of guides as wide as its text would push the row's other
 * fields onto lines of their own.
 */
const noWider: React.CSSProperties = { minWidth: '100%', width: 0 }

/** Guides of one field, after its input; nothing when the field has none. */
export const FieldHelp = ({ targetKey }: { targetKey: string }) => {
  const wiki = useWiki()
  if (!wiki) return null
  return (
    <div style={noWider}>
      <GuideList
        heading={wiki.t('guides.forField')}
        hideWhenEmpty
        layout="row"
        style={{ marginTop: 'calc(var(--base) / 4)' }}
        targetKey={targetKey}
      />
    </div>
  )
}
