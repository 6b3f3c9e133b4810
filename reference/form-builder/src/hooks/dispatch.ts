import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { extractID } from 'payload/shared'
import { SKIP_REASONS, SUBMISSIONS_SLUG } from '../defaults'
import { loadForm } from '../loadForm'
import type {
  ActionOutcome,
  FormBuilderEvent,
  FormBuilderOptions,
  ResolvedFormBuilder,
} from '../types'

/** Outcomes of this request's dispatch, for the event sink that follows. */
const OUTCOMES = 'formBuilderActionOutcomes'

/**
 * Runs the form's actions once the submission is stored. A failing action is logged and recorded
 * in the submission's actionResults; it never undoes the submission. Flagged (spam) submissions
 * trigger no action.
 */
export const buildDispatchActionsAfterChange =
  (resolved: ResolvedFormBuilder): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    const form = await loadForm(
      resolved.formCache,
      extractID(doc.form),
      req.payload.config.localization ? doc.locale : undefined,
      req,
    )
    // Stryker disable next-line ConditionalExpression: the intake loaded this form in this request, so it is found
    if (!form) return doc
    const actions = (form.actions ?? []) as Array<Record<string, unknown> & { blockType: string }>
    if (!actions.length) return doc
    const outcomes: ActionOutcome[] = []
    for (const action of actions) {
      const at = resolved.now().toISOString()
      if (doc.status === 'flagged') {
        outcomes.push({
          action: action.blockType,
          status: 'skipped',
          reason: SKIP_REASONS.flagged,
          at,
        })
        continue
      }
      const definition = resolved.actions[action.blockType]
      try {
        // Stryker disable next-line ConditionalExpression: not equivalent, but only a document adapter can store a block whose type is no longer registered (a SQL one has no table for it); the run below would fail with a TypeError instead
        if (!definition) throw new Error(`No action definition for "${action.blockType}"`)
        const result = (await definition.run({
          action,
          form,
          submission: doc,
          req,
          payload: req.payload,
        })) as { skipped?: unknown } | undefined
        outcomes.push(
          typeof result?.skipped === 'string'
            ? { action: action.blockType, status: 'skipped', reason: result.skipped, at }
            : { action: action.blockType, status: 'sent', at },
        )
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        req.payload.logger.error({
          msg: `formBuilder: action ${action.blockType} failed`,
          submission: doc.id,
          err: message,
        })
        outcomes.push({ action: action.blockType, status: 'failed', error: message, at })
      }
    }
    // Written straight through the adapter: a second update would re-run every hook (and the sink).
    await req.payload.db.updateOne({
      collection: SUBMISSIONS_SLUG,
      id: doc.id,
      data: { actionResults: outcomes },
      req,
    })
    req.context[OUTCOMES] = { ...(req.context[OUTCOMES] as object), [doc.id]: outcomes }
    // Anonymous submitters get the create response: they must not see staff-only outcomes.
    return req.user ? { ...doc, actionResults: outcomes } : doc
  }

const emit = async (
  resolve: NonNullable<FormBuilderOptions['events']>,
  req: PayloadRequest,
  event: FormBuilderEvent,
) => {
  try {
    const sink = await resolve({ req })
    await sink?.(event)
  } catch (error) {
    req.payload.logger.error({
      msg: `formBuilder: event sink failed on ${event.name}`,
      err: error instanceof Error ? error.message : String(error),
    })
  }
}

/** The event sink's hooks: created and updated (with this request's action outcomes), deleted. */
export const buildEventHooks = (
  resolve: NonNullable<FormBuilderOptions['events']>,
  now: ResolvedFormBuilder['now'],
) => {
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
    const outcomes = (req.context[OUTCOMES] as Record<string, ActionOutcome[]> | undefined)?.[
      doc.id
    ]
    await emit(resolve, req, {
      name: operation === 'create' ? 'submission.created' : 'submission.updated',
      submissionId: doc.id,
      formId: extractID(doc.form),
      submission: doc,
      ...(operation === 'create' ? { actions: outcomes ?? [] } : {}),
      occurredAt: now().toISOString(),
    })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await emit(resolve, req, {
      name: 'submission.deleted',
      submissionId: doc.id,
      formId: extractID(doc.form),
      submission: doc,
      occurredAt: now().toISOString(),
    })
    return doc
  }
  return { afterChange, afterDelete }
}
