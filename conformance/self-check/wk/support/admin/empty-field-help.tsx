'use client'
import { GuideList } from '../../../../../reference/admin-wiki/src/components/admin/GuideList'
import { useWiki } from '../../../../../reference/admin-wiki/src/exports/admin'

// The reference's other components: this module's own export outranks the star export.
export * from '../../../../../reference/admin-wiki/src/exports/admin'

export const FieldHelp = ({ targetKey }: { targetKey: string }) => {
  const wiki = useWiki()
  if (!wiki) return null
  return (
    <GuideList
      heading={wiki.t('guides.forField')}
      layout="row"
      style={{ marginTop: 'calc(var(--base) / 4)' }}
      targetKey={targetKey}
    />
  )
}
