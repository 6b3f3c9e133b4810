/**
 * <Form> resolves button labels stored value first, prop second: a page cannot override a label
 * the editor stored (render props receive the stored label too), rendered in Node or on a site page.
 * @fails FB-10 FB-48
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { Form } from './support/site/labels-stored-first'

export default selfCheck(import.meta.url, {
  formBuilderClient: { ...reference.formBuilderClient, Form },
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/labels-stored-first.tsx',
  },
})
