'use client'
// fb-option-values-shown's submission view: each answer's descriptor read without its options and country name.
import { eachDescriptor, submissionReading } from '../submission-view'

export * from '../../../../../reference/form-builder/src/exports/admin'

export const SubmissionAnswers = submissionReading(
  eachDescriptor(({ options: _options, country: _country, ...descriptor }) => descriptor),
)
