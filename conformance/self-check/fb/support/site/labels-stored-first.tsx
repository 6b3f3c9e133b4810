'use client'
// fb-label-stored-over-prop's <Form>: button labels resolved stored value first, prop second.
import { createElement } from 'react'
import {
  type FormProps,
  Form as ReferenceForm,
} from '../../../../../reference/form-builder/src/exports/client'

export * from '../../../../../reference/form-builder/src/exports/client'

const LABELS = ['submitLabel', 'nextLabel', 'prevLabel'] as const

export const Form = (props: FormProps) => {
  const stored = props.form.buttons
  const labels = Object.fromEntries(LABELS.map((key) => [key, stored[key] ?? props[key]]))
  return createElement(ReferenceForm, { ...props, ...labels })
}
