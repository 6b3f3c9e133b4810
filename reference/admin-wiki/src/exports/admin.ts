'use client'
/** Admin components, referenced from the config by import-map path (`…/admin#Name`). */
export { BlockHelp } from '../components/admin/BlockHelp'
export { FieldHelp } from '../components/admin/FieldHelp'
export { GuidesPanel } from '../components/admin/GuidesPanel'
export { ListBand } from '../components/admin/ListBand'
export { OrphanBanner } from '../components/admin/OrphanBanner'
export { TargetPicker, TargetPrefill } from '../components/admin/TargetPicker'
export {
  useWiki,
  type WikiClientOptions,
  type WikiContextValue,
  WikiProvider,
} from '../components/admin/WikiProvider'
