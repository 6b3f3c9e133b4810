/**
 * The submission view shows a file answer as the upload's id, not as a link to the stored upload.
 * @fails FB-53
 */
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  siteModules: { '@payload-plugin-suite/form-builder/admin': './support/site/file-as-id.tsx' },
})
