/** Server components of the admin (`…/rsc#Name`): the /wiki views and the nav link (registered when wikiView is on) and described fields' help. */
export { WikiView } from '../components/wiki/WikiView'
export { WikiNavLink } from '../components/wiki/WikiNavLink'
export { FieldDescriptionHelp } from '../components/FieldDescriptionHelp'
export type { WikiVideoPlayerProps } from '../components/wiki/VideoPlayer'
export type { WikiViewProps } from '../components/wiki/shared'
