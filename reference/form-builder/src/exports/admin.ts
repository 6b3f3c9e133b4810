'use client'
/** Admin panel components, referenced from the collections by import-map path (`…/admin#Name`). */
export { FieldCountCell, PollCell, StepCountCell, SubmissionAnswers, WinningValuesField } from '../components/admin'
