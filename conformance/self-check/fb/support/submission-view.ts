import { Form, useAllFormFields } from '@payloadcms/ui'
import type { FormState } from 'payload'
import { createElement, useMemo } from 'react'
import type { AnswerDescriptor } from '../../../../reference/form-builder/src/components/admin/types'
import { SubmissionAnswers } from '../../../../reference/form-builder/src/exports/admin'

/**
 * Shared by the FB submission-view self-checks (not one itself). Each puts a fork's
 * SubmissionAnswers in place of `@payload-plugin-suite/form-builder/admin`'s (siteModules →
 * fb/support/site/), one that reads part of the submission wrongly: the reference's view, handed
 * the edit view's form state as that fork reads it. A form of its own (a div, never submitted)
 * carries that state: the view reads it through useFormFields. A fork module re-exports the rest
 * of the entry with `export *`: its own SubmissionAnswers outranks the star export of that name.
 */
export const submissionReading = (read: (state: FormState) => FormState) => {
  // biome-ignore lint/correctness/noComponentHookFactories: built once per fork module at import, never during a render
  const ForkSubmissionAnswers = () => {
    const [state] = useAllFormFields()
    const initialState = useMemo(() => read(state), [state])
    return createElement(Form, { el: 'div', initialState }, createElement(SubmissionAnswers))
  }
  return ForkSubmissionAnswers
}

/** A state reader that changes the descriptor of every answer. */
export const eachDescriptor =
  (change: (descriptor: AnswerDescriptor) => AnswerDescriptor) =>
  (state: FormState): FormState => {
    const descriptors = (state.descriptors?.value ?? {}) as Record<string, AnswerDescriptor>
    const value = Object.fromEntries(
      Object.entries(descriptors).map(([name, descriptor]) => [name, change(descriptor)]),
    )
    return { ...state, descriptors: { ...state.descriptors, value } }
  }
