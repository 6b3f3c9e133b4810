import type { PayloadRequest } from 'payload'
import { quoted } from '../../../../shared/messages'
import { formBuilderT } from '../../i18n'
import { loadForm } from '../../loadForm'
import type { ResolvedFormBuilder } from '../../types'
import { fail } from './context'

/** A submission's form id as a message names it: quoted (cut short), or missing. */
const namedFormId = (id: unknown) =>
  id === undefined || id === null || id === '' ? '(missing)' : quoted(id)

/**
 * The submission's locale, its form and its answers object, each of which the rest of the intake
 * needs: a failure here answers 400 at once.
 */
export const resolveSubmission = async (
  resolved: ResolvedFormBuilder,
  data: Record<string, any>,
  formID: unknown,
  req: PayloadRequest,
) => {
  const localization = req.payload.config.localization
  const locale = String(data.locale ?? (localization ? req.locale : undefined) ?? 'en')
  if (localization && !localization.localeCodes.includes(locale)) {
    fail(req, [
      {
        path: 'locale',
        message: `Unknown locale: ${locale} (known: ${localization.localeCodes.join(', ')})`,
      },
    ])
  }
  const form = await loadForm(resolved.formCache, formID, localization ? locale : undefined, req)
  if (!form)
    fail(req, [
      { path: 'form', message: formBuilderT(req.t)('formNotFound', { id: namedFormId(formID) }) },
    ])
  const rawValues = data.values ?? {}
  if (typeof rawValues !== 'object' || Array.isArray(rawValues))
    fail(req, [{ path: 'values', message: 'Must be an object of answers.' }])
  return { locale, form, incoming: { ...(rawValues as Record<string, unknown>) } }
}
