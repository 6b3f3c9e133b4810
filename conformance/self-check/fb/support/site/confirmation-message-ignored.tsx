'use client'
// fb-confirmation-message-ignored's <Form>: the response read without its authored message.
import { formReading } from '../site-form'

export * from '../../../../../reference/form-builder/src/exports/client'

export const Form = formReading((form) => ({
  ...form,
  response: form.response && { ...form.response, message: null },
}))
