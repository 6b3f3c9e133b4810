'use client'
export { Form, useFormContext, type FormContextValue, type FormProps, type SubmitButtonRenderProps } from '../components/Form'
export { FieldCountCell, PollCell, StepCountCell, SubmissionAnswers, WinningValuesField } from '../components/admin'
export type { FormDocument } from '../toFormDocument'
