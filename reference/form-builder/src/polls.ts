import type { PayloadRequest } from 'payload'
import { pickText } from './translations'
import type { PollOption, PollPluginOptions } from './types'

/**
 * The poll's options as voters see them: its own list, or what its source returns for this request.
 * `sources` is the plugin's `poll.sources`; without it a source poll has no options.
 */
export const effectivePollOptions = async (
  form: Record<string, any>,
  req: PayloadRequest,
  sources?: PollPluginOptions['sources'],
): Promise<PollOption[]> => {
  const poll = form.poll
  if (!poll?.type) return []
  if (poll.type === 'source') {
    const source = poll.source?.name
    if (!sources || !source) return []
    const options = await sources({ req, form, source })
    return (options ?? []).map((option) => ({ ...option, value: String(option.value) }))
  }
  return (poll.options ?? []).map((option: { value: string; label?: unknown }) => ({
    value: String(option.value),
    label: pickText(option.label as any, req.locale ?? undefined) ?? String(option.value),
  }))
}

export const isPollClosed = (poll: Record<string, any> | undefined, now: Date) =>
  Boolean(poll?.closed) ||
  (poll?.closesAt ? new Date(poll.closesAt).getTime() <= now.getTime() : false)
