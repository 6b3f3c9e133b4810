/**
 * `redirectRelationships` not applied: response.redirect holds only `url`, so a redirect to a
 * document of the listed collections cannot be authored.
 * @fails FB-18
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) =>
    reference.formBuilder!({ ...options, redirectRelationships: undefined }),
})
