'use client'
// fb-repeater-max-rows-ignored's <Form>: a repeater read without its maxRows.
import { eachField, formReading } from '../site-form'

export * from '../../../../../reference/form-builder/src/exports/client'

export const Form = formReading(
  eachField('repeater', ({ maxRows: _ignored, ...repeater }) => repeater),
)
