'use client'
// fb-widths-ignored's <Form>: every field read without its authored width.
import { eachField, formReading } from '../site-form'

export * from '../../../../../reference/form-builder/src/exports/client'

export const Form = formReading(eachField(null, ({ width: _ignored, ...field }) => field))
