'use client'
// fb-asterisk-in-label's <Form>: a required field's label read with the asterisk in its text.
import { isRequired } from '../../../../../reference/form-builder/src/components/Form/validation'
import { eachField, formReading } from '../site-form'

export * from '../../../../../reference/form-builder/src/exports/client'

export const Form = formReading(
  eachField(null, (field) =>
    field.label && isRequired(field) ? { ...field, label: `${field.label} *` } : field,
  ),
)
