import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

const answerText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(answerText).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Replaces {{name}} with the submitted answer. */
export const renderSubject = (template: string, submission: Record<string, any>) =>
  template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_, name: string) =>
    answerText(submission.values?.[name]),
  )

/** The authored body (Lexical JSON) as HTML, followed by every answer with its label at submit time. */
export const renderBody = async (
  body: unknown,
  submission: Record<string, any>,
  _locale?: string,
) => {
  const intro =
    // Stryker disable next-line ConditionalExpression,LogicalOperator: Payload's converter renders an object without a root as nothing
    body && typeof body === 'object' && 'root' in body
      ? convertLexicalToHTML({ data: body as any, disableContainer: true })
      : ''
  const descriptors = (submission.descriptors ?? {}) as Record<string, { label?: string }>
  const rows = Object.entries(submission.values ?? {})
    .map(
      ([name, value]) =>
        `<dt>${escapeHtml(descriptors[name]?.label ?? name)}</dt><dd>${escapeHtml(answerText(value))}</dd>`,
    )
    .join('')
  return `${intro}<dl>${rows}</dl>`
}
