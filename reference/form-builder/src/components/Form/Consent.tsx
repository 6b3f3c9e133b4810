import type { CSSProperties } from 'react'
import { useRenderSettings } from './context'
import { CheckboxField, type ControlProps } from './controls'
import { hasRichText, RichContent } from './RichContent'

// Read by screen readers, not shown: the arrow says it to sighted visitors.
const SCREEN_READER_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
}

/**
 * A consent checkbox and, beside it, what the visitor agrees to: the source's statement and its
 * title, linked to its `url`. Fetched live in the form's locale (only the source's row id is stored).
 */
export const ConsentField = (props: ControlProps) => {
  const { consent, t } = useRenderSettings()
  const found = props.field.name ? consent[props.field.name] : undefined
  const source = found && !found.missing ? found : undefined
  const label = props.field.label || source?.title
  // A title that already labels the box is not repeated, unless it is the link to the full text.
  const title = source?.url ? (
    <a href={source.url} target="_blank" rel="noopener noreferrer">
      {source.title || source.url}
      <span aria-hidden="true"> ↗</span>
      <span style={SCREEN_READER_ONLY}> {t('opensInNewTab')}</span>
    </a>
  ) : source?.title && source.title !== label ? (
    source.title
  ) : null
  const hasStatement = hasRichText(source?.statement)
  return (
    <CheckboxField
      {...props}
      label={label}
      description={
        hasStatement || title
          ? {
              id: `${props.id}:statement`,
              content: (
                <>
                  {hasStatement ? <RichContent data={source!.statement} /> : null}
                  {title ? (
                    <p className="pps-form__consent-source">
                      {t('consentTo')} {title}
                    </p>
                  ) : null}
                </>
              ),
            }
          : undefined
      }
    />
  )
}
