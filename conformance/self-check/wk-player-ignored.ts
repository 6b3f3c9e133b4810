/**
 * `video.playerComponent` validated, then ignored: videos play in the built-in player.
 * @fails WK-71
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-player-ignored',
  adminWiki: (options: Record<string, unknown> = {}) => reference.adminWiki!({ ...options, video: typeof options.video === 'object' && options.video ? true : (options.video as never) }),
})
