/**
 * toFormDocument passes the poll through whole instead of through its allowlist: the poll's source
 * (name and params, where secrets live) reaches the visitor's browser.
 * @fails FB-17
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

type ToFormDocument = (form: Record<string, any>) => Record<string, any>
const toFormDocument = reference.formBuilderHelpers!.toFormDocument as ToFormDocument

export default selfCheck(import.meta.url, {
  formBuilderHelpers: {
    ...reference.formBuilderHelpers,
    toFormDocument: (form: Record<string, any>) => {
      const document = toFormDocument(form)
      return document.poll ? { ...document, poll: { ...form.poll, ...document.poll } } : document
    },
  },
})
