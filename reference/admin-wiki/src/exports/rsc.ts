/** Server components of the admin (`…/rsc#Name`): the /wiki views and the nav link (registered when wikiView is on) and described fields' help. */

export { FieldDescriptionHelp } from '../components/FieldDescriptionHelp'
export type { WikiViewProps } from '../components/wiki/shared'
export type { WikiVideoPlayerProps } from '../components/wiki/VideoPlayer'
export { WikiNavLink } from '../components/wiki/WikiNavLink'
export { WikiView } from '../components/wiki/WikiView'
