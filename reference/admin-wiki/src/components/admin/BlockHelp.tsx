'use client'
import { Pill } from '@payloadcms/ui'
import { useWiki } from './WikiProvider'

/** Inside each row of a block: its guides as chips linking to them (chips.blocks). */
export const BlockHelp = ({ targetKey }: { targetKey: string }) => {
  const wiki = useWiki()
  const guides = wiki?.guidesOf(targetKey) ?? []
  if (!wiki || guides.length === 0) return null
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a form's border and padding to a row of chips; the role names them as one set
    <div
      aria-label={wiki.t('guides.forBlock')}
      className="wiki-block-help"
      data-target={targetKey}
      role="group"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'calc(var(--base) / 4)',
        marginBottom: 'calc(var(--base) / 2)',
      }}
    >
      {guides.map((guide) => (
        <Pill
          key={guide.id}
          className="wiki-block-help__chip"
          pillStyle="light"
          size="small"
          to={wiki.guideHref(guide.id)}
        >
          {guide.title}
        </Pill>
      ))}
    </div>
  )
}
