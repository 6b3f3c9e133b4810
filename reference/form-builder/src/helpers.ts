/** Every helper the server entry exports, by the names the spec gives them. */
export { buildDefaultActionDefinitions, defaultActionDefinitions } from './actions/definitions'
export { consentSourcesField } from './fields/consentSources'
export {
  buildDefaultFieldDefinitions,
  defaultFieldDefinitions,
  defaultFieldDefinitionsByType,
} from './fields/definitions'
export {
  buildDefaultButtonFields,
  buildNextLabelField,
  buildPrevLabelField,
  buildSubmitLabelField,
} from './fields/labels'
export {
  buildDefaultOutcomeFields,
  buildResolvedAtField,
  buildWinningValuesField,
} from './fields/poll'
export { pollOutcomeBeforeChange } from './hooks/pollOutcome'
export { effectivePollOptions } from './polls'
export { defaultPollTypes } from './pollTypes'
export { defaultValidationRules, defaultValidationRulesByType } from './rules'
export { toFormDocument } from './toFormDocument'
