import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { FORMS_SLUG } from '../defaults'
import { formBuilderT } from '../i18n'
import type { ResolvedFormBuilder } from '../types'

type FieldError = { path: string; message: string }

/**
 * Authoring-time resolution: each action's `prepare` (emailTeam freezes its department's address),
 * and senders and consent sources must exist in their resolvers.
 */
export const buildResolveAuthoringBeforeChange =
  ({ options, actions: definitions }: ResolvedFormBuilder): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req }) => {
    const errors: FieldError[] = []
    const t = formBuilderT(req.t)
    const previousActions = new Map<string, Record<string, unknown>>(
      ((originalDoc?.actions ?? []) as Array<Record<string, unknown>>).map((action) => [
        String(action.id),
        action,
      ]),
    )
    const actions = (data.actions ?? []) as Array<Record<string, unknown>>

    const senders = options.email?.fromAddresses
      ? await options.email.fromAddresses({ req })
      : undefined

    for (const [index, action] of actions.entries()) {
      const previous = action.id ? previousActions.get(String(action.id)) : undefined
      const problems = await definitions[String(action.blockType)]?.prepare?.({
        action,
        previous,
        req,
        options,
      })
      for (const [field, message] of Object.entries(problems ?? {}))
        errors.push({ path: `actions.${index}.${field}`, message })
      if (senders && action.from && !senders.some((sender) => sender.address === action.from)) {
        errors.push({
          path: `actions.${index}.from`,
          message: t('unknownSender', { address: String(action.from) }),
        })
      }
    }

    if (options.consent?.sources) {
      const consentFields = ((data.fields ?? []) as Array<Record<string, unknown>>)
        .map((field, index) => ({ field, index }))
        .filter(({ field }) => field.blockType === 'consent')
      if (consentFields.length) {
        const sources = await options.consent.sources({ req })
        for (const { field, index } of consentFields) {
          if (!sources.some((source) => source.id === field.source)) {
            errors.push({
              path: `fields.${index}.source`,
              message: t('unknownConsentSource', { source: String(field.source) }),
            })
          }
        }
      }
    }

    if (errors.length) throw new ValidationError({ collection: FORMS_SLUG, errors }, req.t)
    return data
  }
