import type { FormFieldConfig } from '../../types'
import { ConsentField } from './Consent'
import { useFormContext } from './context'
import { Control, shellProps } from './controls'
import { Repeater } from './Repeater'
import { RichContent } from './RichContent'

/** One authored field wired to the form's state; a message is read-only content, a hidden field renders nothing. */
export const Field = ({ field }: { field: FormFieldConfig }) => {
  const { values, setValue, fieldErrors, inputId } = useFormContext()
  if (field.blockType === 'message') {
    return (
      <div {...shellProps(field, [])}>
        <RichContent data={field.message} />
      </div>
    )
  }
  if (!field.name || field.blockType === 'hidden') return null
  const name = field.name
  const props = {
    field,
    id: inputId(name),
    value: values[name],
    onChange: (value: unknown) => setValue(name, value),
    messages: fieldErrors[`values.${name}`] ?? [],
  }
  if (field.blockType === 'repeater') return <Repeater {...props} />
  if (field.blockType === 'consent') return <ConsentField {...props} />
  return <Control {...props} />
}
