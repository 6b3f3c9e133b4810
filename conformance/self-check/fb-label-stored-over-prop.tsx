/**
 * <Form> resolves button labels stored value first, prop second: a page cannot override a label
 * the editor stored (render props receive the stored label too), rendered in Node or on a site page.
 * @fails FB-10 FB-48
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { Form } from './fb-support/site/labels-stored-first'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-label-stored-over-prop',
  formBuilderClient: { ...reference.formBuilderClient, Form },
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/labels-stored-first.tsx' },
})
