'use client'
/** Admin components, referenced from the config by import-map path (`…/admin#Name`). */
export { BlockHelp } from '../components/admin/BlockHelp'
export { FieldHelp } from '../components/admin/FieldHelp'
export { GuidesPanel } from '../components/admin/GuidesPanel'
export { ListBand } from '../components/admin/ListBand'
export { TargetPicker, TargetPrefill } from '../components/admin/TargetPicker'
export { WikiProvider, useWiki, type WikiClientOptions, type WikiContextValue } from '../components/admin/WikiProvider'
export { OrphanBanner } from '../components/admin/OrphanBanner'
