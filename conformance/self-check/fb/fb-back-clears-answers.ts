/**
 * <Form>'s Back empties the answers: a visitor going back to a step finds its fields blank.
 * @fails FB-45
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/back-clears-answers.tsx',
  },
})
