/**
 * <Form>'s Back empties the answers: a visitor going back to a step finds its fields blank.
 * @fails FB-45
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-back-clears-answers',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/back-clears-answers.tsx' },
})
