/**
 * <Form> ignores authored widths: every field takes the whole line (no --pps-form-field-width).
 * @fails FB-44
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-widths-ignored',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/widths-ignored.tsx' },
})
