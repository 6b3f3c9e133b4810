/**
 * <Form> resolves button labels stored value first, prop second: a page cannot override a label
 * the editor stored (render props receive the stored label too).
 * @fails FB-10
 */
import { createElement } from 'react'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const { Form } = reference.formBuilderClient
type Props = Parameters<typeof Form>[0]

const LABELS = ['submitLabel', 'nextLabel', 'prevLabel'] as const

const StoredFirst = (props: Props) => {
  const stored = props.form.buttons
  const labels = Object.fromEntries(LABELS.map((key) => [key, stored[key] ?? props[key]]))
  return createElement(Form, { ...props, ...labels })
}

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-label-stored-over-prop',
  formBuilderClient: { ...reference.formBuilderClient, Form: StoredFirst },
})
