/**
 * The submission view ignores each answer's type: every answer is a text field of its stored value
 * (a checkbox reads true, a date 2030-03-01, a select sales, a repeater one line, a file its id).
 * @fails FB-50 FB-51 FB-52 FB-53
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-answer-types-ignored',
  siteModules: { '@payload-plugin-suite/form-builder/admin': './fb-support/site/answer-types-ignored.tsx' },
})
