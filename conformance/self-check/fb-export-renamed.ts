/**
 * An exported helper under the fork's own name: `buildWinningValuesField` shipped as
 * `buildWinnersField`, so code written against the spec's name does not find it.
 * @fails FB-21
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const { buildWinningValuesField, ...helpers } = reference.formBuilderHelpers!

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-export-renamed',
  formBuilderHelpers: { ...helpers, buildWinnersField: buildWinningValuesField },
})
