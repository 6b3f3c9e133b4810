'use client'
// fb-answer-types-ignored's submission view: each answer's descriptor read without its type.
import { eachDescriptor, submissionReading } from '../submission-view'

export * from '../../../../../reference/form-builder/src/exports/admin'

export const SubmissionAnswers = submissionReading(
  eachDescriptor(({ type: _type, ...descriptor }) => descriptor),
)
