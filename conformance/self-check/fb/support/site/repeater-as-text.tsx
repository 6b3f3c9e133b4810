'use client'
// fb-repeater-as-text's submission view: a repeater answer's descriptor read as a text answer's.
import { eachDescriptor, submissionReading } from '../submission-view'

export * from '../../../../../reference/form-builder/src/exports/admin'

export const SubmissionAnswers = submissionReading(
  eachDescriptor((descriptor) =>
    descriptor.type === 'repeater' ? { ...descriptor, type: 'text' } : descriptor,
  ),
)
