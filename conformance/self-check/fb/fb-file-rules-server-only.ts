/**
 * <Form> leaves a file field's accept list and size limit to the server: a file it rules out is sent,
 * and refused by the intake only after the upload.
 * @fails FB-42
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: {
    '@payload-plugin-suite/form-builder/client': './support/site/file-rules-server-only.tsx',
  },
})
