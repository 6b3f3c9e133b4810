'use client'
/** Admin panel components, referenced from the collections by import-map path (`…/admin#Name`). */
export { ActionResultsField } from '../components/admin/ActionResultsField'
export { ButtonsGroupField } from '../components/admin/ButtonsGroupField'
export { FieldCountCell, PollCell, StepCountCell } from '../components/admin/cells'
export { ConsentSourceField } from '../components/admin/ConsentSourceField'
export { SubmissionAnswers } from '../components/admin/SubmissionAnswers'
export { WinningValuesField } from '../components/admin/WinningValuesField'
