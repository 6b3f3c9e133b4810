import { CheckboxField, type ControlProps } from './controls'
import { useRenderSettings } from './context'
import { RichContent } from './RichContent'

/** A consent checkbox with its statement, fetched live (only the source's row id is ever stored). */
export const ConsentField = (props: ControlProps) => {
  const { consent } = useRenderSettings()
  const source = props.field.name ? consent[props.field.name] : undefined
  const hasStatement = Boolean(source && !source.missing && (source.statement || source.url))
  return (
    <CheckboxField
      {...props}
      label={props.field.label || source?.title}
      description={
        hasStatement
          ? {
              id: `${props.id}:statement`,
              content: (
                <>
                  <RichContent data={source!.statement} />
                  {source!.url ? <a href={source!.url}>{source!.title || source!.url}</a> : null}
                </>
              ),
            }
          : undefined
      }
    />
  )
}
