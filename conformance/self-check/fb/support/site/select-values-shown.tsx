'use client'
// fb-select-values-shown's <Form>: a select's options read as their values, labels dropped.
import { eachField, formReading } from '../site-form'

export * from '../../../../../reference/form-builder/src/exports/client'

export const Form = formReading(
  eachField('select', (select) => ({
    ...select,
    options: select.options?.map(({ value }) => ({ value, label: value })),
  })),
)
