/**
 * Consent statements resolved once and cached for the life of the server instead of per request:
 * an edited statement or a removed source is not seen.
 * @fails FB-30
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    const sources = options.consent?.sources
    if (!sources) return reference.formBuilder!(options)
    let cached: unknown
    return reference.formBuilder!({
      ...options,
      consent: {
        ...options.consent,
        sources: async (args: unknown) => (cached ??= structuredClone(await sources(args))),
      },
    })
  },
})
