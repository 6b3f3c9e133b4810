'use client'
import { GuideList } from '../../../../../reference/admin-wiki/src/components/admin/GuideList'
import { useWiki } from '../../../../../reference/admin-wiki/src/exports/admin'

export {
  BlockHelp,
  GuidesPanel,
  ListBand,
  OrphanBanner,
  TargetPicker,
  TargetPrefill,
  useWiki,
  WikiProvider,
} from '../../../../../reference/admin-wiki/src/exports/admin'

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
