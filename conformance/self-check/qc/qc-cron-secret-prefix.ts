/**
 * cronSecretAccess compares the bearer with startsWith: any bearer that begins with the secret
 * (the secret plus extra characters) is admitted.
 * @fails QC-04
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  cronSecretAccess: (options: { envVar?: string } = {}) => {
    const exact = reference.cronSecretAccess!(options)
    return async ({ req }) => {
      if (await exact({ req })) return true
      const secret = process.env[options.envVar ?? 'CRON_SECRET']
      const presented = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
      return Boolean(secret && presented?.startsWith(secret))
    }
  },
})
