/**
 * The submission view shows a file answer as the upload's id, not as a link to the stored upload.
 * @fails FB-53
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-file-as-id',
  siteModules: { '@payload-plugin-suite/form-builder/admin': './fb-support/site/file-as-id.tsx' },
})
