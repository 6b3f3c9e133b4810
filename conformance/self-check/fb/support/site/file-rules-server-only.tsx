'use client'
// fb-file-rules-server-only's <Form>: a file field read without its accept list and size limit.
import { eachField, formReading } from '../site-form'

export * from '../../../../../reference/form-builder/src/exports/client'

export const Form = formReading(
  eachField('file', ({ accept: _accept, maxSize: _maxSize, ...file }) => file),
)
