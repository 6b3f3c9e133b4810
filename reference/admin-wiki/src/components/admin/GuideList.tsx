'use client'
import { Link } from '@payloadcms/ui'
import type React from 'react'
import { useId, useLayoutEffect } from 'react'
import { muted } from '../styles'
import { useWiki, type WikiContextValue } from './WikiProvider'

/** The list and its entries flow in a wrapping row (a list band) or stack in a column (a panel). */
const flow = (row: boolean, gap: string): React.CSSProperties => ({
  display: 'flex',
  flexDirection: row ? 'row' : 'column',
  flexWrap: 'wrap',
  gap,
})

/** Write controls show per writeAffordances: always, only in edit mode, or never. */
export const affordancesOn = (wiki: WikiContextValue) =>
  wiki.options.writeAffordances === 'always' ||
  (wiki.options.writeAffordances === 'editMode' && wiki.editMode)

/**
 * The guides of one target, linked by title, with the write and edit controls this reader may use
 * (targets-map's create permission and each guide's canUpdate), shown by one surface per target.
 * Renders nothing when there is nothing to show and `hideWhenEmpty` is set (field help).
 */
export const GuideList = ({
  heading,
  hideWhenEmpty,
  layout = 'stack',
  style,
  targetKey,
}: {
  heading: string
  hideWhenEmpty?: boolean
  layout?: 'row' | 'stack'
  style?: React.CSSProperties
  targetKey: string
}) => {
  const wiki = useWiki()
  const surface = useId()
  const claimControls = wiki?.claimControls
  useLayoutEffect(() => claimControls?.(targetKey, surface), [claimControls, surface, targetKey])
  if (!wiki) return null
  const guides = wiki.guidesOf(targetKey)
  const writable = affordancesOn(wiki) && wiki.hasControls(targetKey, surface)
  const canWrite = writable && wiki.map?.permissions.create === true
  if (hideWhenEmpty && guides.length === 0) {
    // Help without guides: in edit mode only the write control, so every field does not repeat a heading.
    return canWrite ? (
      <Link
        className="wiki-guides__write"
        data-target={targetKey}
        href={wiki.writeHref(targetKey)}
        style={{ display: 'inline-block', ...muted, ...style }}
      >
        {wiki.t('guides.write')}
      </Link>
    ) : null
  }
  const row = layout === 'row'
  return (
    <section
      aria-label={heading}
      className="wiki-guides"
      data-target={targetKey}
      style={{
        ...flow(row, 'calc(var(--base) / 2)'),
        alignItems: row ? 'center' : 'stretch',
        ...style,
      }}
    >
      <h4 className="wiki-guides__heading" style={{ margin: 0, font: 'inherit', fontWeight: 600 }}>
        {heading}
      </h4>
      {wiki.status === 'loading' && <span style={muted}>{wiki.t('guides.loading')}</span>}
      {wiki.status === 'failed' && <span style={muted}>{wiki.t('guides.failed')}</span>}
      {wiki.status === 'ready' && guides.length === 0 && !hideWhenEmpty && (
        <span style={muted}>{wiki.t('guides.none')}</span>
      )}
      {guides.length > 0 && (
        <ul
          className="wiki-guides__list"
          style={{
            ...flow(row, row ? 'var(--base)' : 'calc(var(--base) / 4)'),
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {guides.map((guide) => (
            <li
              key={guide.id}
              className="wiki-guides__guide"
              style={{ display: 'flex', gap: 'calc(var(--base) / 2)', alignItems: 'baseline' }}
            >
              <Link href={wiki.guideHref(guide.id)}>{guide.title}</Link>
              {writable && guide.canUpdate && (
                <Link className="wiki-guides__edit" href={wiki.editHref(guide.id)} style={muted}>
                  {wiki.t('guides.edit')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <Link
          className="wiki-guides__write"
          data-target={targetKey}
          href={wiki.writeHref(targetKey)}
        >
          {wiki.t('guides.write')}
        </Link>
      )}
    </section>
  )
}

/** The edit-mode switch (writeAffordances: 'editMode'), shown to a reader who may write guides at all. */
export const EditModeToggle = () => {
  const wiki = useWiki()
  if (wiki?.options.writeAffordances !== 'editMode' || !wiki.map) return null
  const { create, update } = wiki.map.permissions
  if (!create && !update) return null
  return (
    <label
      className="wiki-edit-mode"
      style={{
        display: 'inline-flex',
        gap: 'calc(var(--base) / 4)',
        alignItems: 'center',
        cursor: 'pointer',
        ...muted,
      }}
    >
      <input
        checked={wiki.editMode}
        onChange={(event) => wiki.setEditMode(event.target.checked)}
        type="checkbox"
      />
      {wiki.t('guides.editMode')}
    </label>
  )
}
