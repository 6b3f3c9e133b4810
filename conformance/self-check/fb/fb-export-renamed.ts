/**
 * An exported helper under the fork's own name: `buildWinningValuesField` shipped as
 * `buildWinnersField`, so code written against the spec's name does not find it.
 * @fails FB-21
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const { buildWinningValuesField, ...helpers } = reference.formBuilderHelpers!

export default selfCheck(import.meta.url, {
  formBuilderHelpers: { ...helpers, buildWinnersField: buildWinningValuesField },
})
