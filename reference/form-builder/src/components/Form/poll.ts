import { useMemo } from 'react'
import type { FormDocument } from '../../toFormDocument'
import type { FormFieldConfig, PollOption } from '../../types'
import { usePollOptions, usePollResults } from './remote'

/** A poll's vote as a field: one choice or several, always required (as the intake checks it). */
const withVoteField = (form: FormDocument, options: PollOption[]): FormFieldConfig[] =>
  form.poll
    ? [
        ...form.fields,
        {
          blockType: form.poll.multiple ? 'select' : 'radio',
          name: form.poll.voteField,
          label: form.title,
          required: true,
          multiple: form.poll.multiple,
          options: options.map((option) => ({
            value: option.value,
            label: option.label ?? option.value,
          })),
        },
      ]
    : form.fields

/** The form's fields, a poll's vote among them once its options are known. */
export const useFormFields = (
  form: FormDocument,
  api: string,
  locale: string,
): FormFieldConfig[] => {
  const pollOptions = usePollOptions(form, api, locale)
  return useMemo(() => withVoteField(form, pollOptions), [form, pollOptions])
}

/** Whether the poll is closed to this visitor, and its results when the visitor may see them. */
export const usePollStatus = (
  form: FormDocument,
  api: string,
  locale: string,
  { hydrated, submitted }: { hydrated: boolean; submitted: boolean },
) => {
  // A closing time is compared with the clock once hydrated, so the server's HTML and the first render agree.
  const poll = form.poll
  const closed = Boolean(
    poll && (poll.closed || (hydrated && poll.closesAt && Date.parse(poll.closesAt) <= Date.now())),
  )
  // What GET poll-results shows a visitor: public results once they voted (or the poll closed), afterClose ones once closed.
  const resultsVisible =
    poll?.visibility === 'public'
      ? submitted || closed
      : poll?.visibility === 'afterClose' && closed
  return { closed, results: usePollResults(form, api, locale, resultsVisible) }
}
