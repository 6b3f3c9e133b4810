'use client'
// fb-meta-as-json's submission view: meta read as one raw JSON string.
import { submissionReading } from '../submission-view'

export * from '../../../../../reference/form-builder/src/exports/admin'

export const SubmissionAnswers = submissionReading((state) => ({
  ...state,
  meta: { ...state.meta, value: { meta: JSON.stringify(state.meta?.value ?? {}) } },
}))
