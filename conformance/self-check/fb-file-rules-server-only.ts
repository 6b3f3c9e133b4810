/**
 * <Form> leaves a file field's accept list and size limit to the server: a file it rules out is sent,
 * and refused by the intake only after the upload.
 * @fails FB-42
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-file-rules-server-only',
  siteModules: { '@payload-plugin-suite/form-builder/client': './fb-support/site/file-rules-server-only.tsx' },
})
