/** Server components of the admin (`…/rsc#Name`): the /wiki views and the nav link, registered when wikiView is on. */
export { WikiView } from '../components/wiki/WikiView'
export { WikiNavLink } from '../components/wiki/WikiNavLink'
export type { WikiVideoPlayerProps } from '../components/wiki/VideoPlayer'
export type { WikiViewProps } from '../components/wiki/shared'
