/**
 * The submission view ignores each answer's type: every answer is a text field of its stored value
 * (a checkbox reads true, a date 2030-03-01, a select sales, a repeater one line, a file its id).
 * @fails FB-50 FB-51 FB-52 FB-53
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/admin': './support/site/answer-types-ignored.tsx',
  },
})
