/**
 * `video.playerComponent` validated, then ignored: videos play in the built-in player.
 * @fails WK-71
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, unknown> = {}) =>
    reference.adminWiki!({
      ...options,
      video: typeof options.video === 'object' && options.video ? true : (options.video as never),
    }),
})
