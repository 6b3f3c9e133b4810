import { RichText } from '@payloadcms/richtext-lexical/react'
import { hasText } from '@payloadcms/richtext-lexical/shared'
import { useRenderSettings } from './context'

type EditorState = Parameters<typeof RichText>[0]['data']

/** Authored Lexical content with some text (an emptied editor leaves one blank paragraph). */
export const hasRichText = (data: unknown): data is EditorState =>
  Boolean(data) &&
  typeof data === 'object' &&
  'root' in (data as object) &&
  hasText(data as EditorState)

/** Authored rich text (message fields, consent statements, the confirmation), read-only. */
export const RichContent = ({ data }: { data: unknown }) => {
  const { richTextConverters } = useRenderSettings()
  return hasRichText(data) ? (
    <RichText data={data} converters={richTextConverters} className="pps-form__rich-text" />
  ) : null
}
