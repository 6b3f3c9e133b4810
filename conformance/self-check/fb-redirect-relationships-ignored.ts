/**
 * `redirectRelationships` not applied: response.redirect holds only `url`, so a redirect to a
 * document of the listed collections cannot be authored.
 * @fails FB-18
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-redirect-relationships-ignored',
  formBuilder: (options: Record<string, any> = {}) => reference.formBuilder!({ ...options, redirectRelationships: undefined }),
})
