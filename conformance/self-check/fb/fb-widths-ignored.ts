/**
 * <Form> ignores authored widths: every field takes the whole line (no --pps-form-field-width).
 * @fails FB-44
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: { '@payload-plugin-suite/form-builder/client': './support/site/widths-ignored.tsx' },
})
