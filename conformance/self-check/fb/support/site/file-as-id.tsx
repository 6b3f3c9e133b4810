'use client'
// fb-file-as-id's submission view: a file answer's descriptor read without its stored upload.
import { eachDescriptor, submissionReading } from '../submission-view'

export * from '../../../../../reference/form-builder/src/exports/admin'

export const SubmissionAnswers = submissionReading(
  eachDescriptor(({ upload: _upload, ...descriptor }) => descriptor),
)
