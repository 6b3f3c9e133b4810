'use client'
// fb-back-clears-answers's <Form>: Back empties every answer, then goes back.
import { createElement, type ReactNode } from 'react'
import {
  type FormProps,
  Form as ReferenceForm,
  type SubmitButtonRenderProps,
  useFormContext,
} from '../../../../../reference/form-builder/src/exports/client'

export * from '../../../../../reference/form-builder/src/exports/client'

type Render = (props: SubmitButtonRenderProps) => ReactNode

/** Back as the page draws it; rendered inside <Form>, it reaches the answers through the form's context. */
const ClearingBack = ({ button, render }: { button: SubmitButtonRenderProps; render: Render }) => {
  const { values, setValue } = useFormContext()
  const onClick = () => {
    for (const name of Object.keys(values)) setValue(name, undefined)
    button.onClick?.()
  }
  return render({ ...button, onClick })
}

// The site page (conformance/form-builder/site) draws its own buttons: its renderBack is always given.
export const Form = (props: FormProps) =>
  createElement(ReferenceForm, {
    ...props,
    renderBack: (button) =>
      createElement(ClearingBack, { button, render: props.renderBack as Render }),
  })
