'use client'
import {
  FieldLabel,
  fieldBaseClass,
  Pill,
  useConfig,
  useField,
  useTranslation,
} from '@payloadcms/ui'
import type { ClientField, JSONFieldClientProps } from 'payload'
import { useMemo } from 'react'
import { FORMS_SLUG, SKIP_REASONS } from '../../defaults'
import { type FormBuilderStringKey, formBuilderT } from '../../i18n'
import { pickText } from '../../translations'
import type { ActionOutcome } from '../../types'
import { useAdminLanguageField, useFormatDateTime } from './hooks'
import { PositivePill } from './PositivePill'

/** How an action went: sent green, skipped grey, failed red. */
const StatusPill = ({ status }: { status: ActionOutcome['status'] }) => {
  const t = formBuilderT(useTranslation().t)
  return status === 'sent' ? (
    <PositivePill size="small">{t('actionSent')}</PositivePill>
  ) : (
    <Pill pillStyle={status === 'skipped' ? 'light-gray' : 'error'} size="small">
      {t(status === 'skipped' ? 'actionSkipped' : 'actionFailed')}
    </Pill>
  )
}

/** The built-in skip reasons' keys; a host action's own reason shows as it was stored. */
const SKIP_REASON_KEYS: Record<string, FormBuilderStringKey> = {
  [SKIP_REASONS.flagged]: 'skippedFlagged',
  [SKIP_REASONS.noSubmitterAddress]: 'skippedNoSubmitterAddress',
}

/** Labels of the forms collection's action blocks, by slug. */
const actionLabels = (fields: ClientField[], language: string): Map<string, string> => {
  for (const field of fields) {
    if (field.type === 'blocks' && field.name === 'actions') {
      return new Map(
        field.blocks.map((block) => [
          block.slug,
          pickText(block.labels?.singular as Parameters<typeof pickText>[0], language) ??
            block.slug,
        ]),
      )
    }
    const nested =
      field.type === 'tabs'
        ? field.tabs.flatMap((tab) => tab.fields)
        : 'fields' in field
          ? field.fields
          : []
    const found = actionLabels(nested, language)
    if (found.size) return found
  }
  return new Map()
}

/**
 * actionResults, read-only and readable: each action of the form with how it went (sent, skipped,
 * failed), why, and when. Core's JSON field would load its code editor from a CDN.
 */
export const ActionResultsField = ({
  field: givenField,
  path,
  schemaPath,
}: JSONFieldClientProps) => {
  const field = useAdminLanguageField(givenField, schemaPath)
  const { value } = useField<ActionOutcome[] | null>({ path })
  const { getEntityConfig } = useConfig()
  const { i18n, t: payloadT } = useTranslation()
  const t = formBuilderT(payloadT)
  const formatDateTime = useFormatDateTime()
  const forms = getEntityConfig({ collectionSlug: FORMS_SLUG })
  const labels = useMemo(
    () => actionLabels(forms?.fields ?? [], i18n.language),
    [forms, i18n.language],
  )
  if (!Array.isArray(value) || value.length === 0) return null
  return (
    <div className={`${fieldBaseClass} fb-action-results`}>
      <FieldLabel as="span" label={field.label} />
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 'calc(var(--base) / 2)',
        }}
      >
        {value.map((outcome, index) => (
          <li className="fb-action-results__item" key={index}>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 'calc(var(--base) / 2)',
              }}
            >
              <span>{labels.get(outcome.action) ?? outcome.action}</span>
              <StatusPill status={outcome.status} />
            </div>
            {outcome.error ? (
              <div>{outcome.error}</div>
            ) : (
              outcome.reason && (
                <div>
                  {SKIP_REASON_KEYS[outcome.reason]
                    ? t(SKIP_REASON_KEYS[outcome.reason]!)
                    : outcome.reason}
                </div>
              )
            )}
            <time dateTime={outcome.at} style={{ color: 'var(--theme-elevation-500)' }}>
              {formatDateTime(outcome.at)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  )
}
