'use client'
import {
  Collapsible,
  FieldLabel,
  fieldBaseClass,
  Pill,
  ShimmerEffect,
  TextInput,
  useConfig,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui'
import { extractID, toWords } from 'payload/shared'
import type { CSSProperties } from 'react'
import { type FormBuilderStringKey, formBuilderT } from '../../i18n'
import type { FormFieldConfig } from '../../types'
import { Answer, readable, widthStyle } from './Answer'
import { useApi, useFormatDateTime } from './hooks'
import { PositivePill } from './PositivePill'
import type { AnswerDescriptor, ConsentEntry, ConsentSourceList } from './types'

/**
 * The submission edit view, in place of the raw fields: each answer as a read-only admin field at
 * its authored width, under the label it had at submit time; then locale and meta in a "Submission
 * details" section. Widths come from the form as authored now; consent source titles and links are
 * resolved live (GET /api/forms/consent-sources).
 */
export const SubmissionAnswers = () => {
  const fields = useFormFields(([state]) => state)
  const values = (fields.values?.value ?? {}) as Record<string, unknown>
  const descriptors = (fields.descriptors?.value ?? {}) as Record<string, AnswerDescriptor>
  const consent = (fields.consent?.value ?? []) as ConsentEntry[]
  const formID = fields.form?.value
    ? extractID(fields.form.value as string | number | { id: string | number })
    : undefined

  const form = useApi<{ fields?: FormFieldConfig[] }>(
    formID === undefined ? null : `/forms/${formID}?depth=0`,
  )
  const sourceList = useApi<ConsentSourceList>(consent.length ? '/forms/consent-sources' : null)
  if (
    (formID !== undefined && form === undefined) ||
    (consent.length > 0 && sourceList === undefined)
  )
    return <ShimmerEffect height="10rem" />

  // The form's order and widths; answers to fields it no longer has (or a poll vote) follow.
  const authored = new Map(
    (form?.fields ?? []).flatMap((field) => (field.name ? [[field.name, field]] : [])),
  )
  const names = [
    ...authored.keys(),
    ...Object.keys(values).filter((name) => !authored.has(name)),
  ].filter((name) => name in values)
  return (
    <div className="fb-submission-answers">
      <div className={`${fieldBaseClass} row`}>
        <div className="row__fields">
          {names.map((name) => {
            const descriptor = descriptors[name] ?? {}
            const label = descriptor.label ?? name
            const style = widthStyle(authored.get(name)?.width)
            const entry = consent.find((candidate) => candidate.field === name)
            return entry ? (
              <ConsentAnswer
                entry={entry}
                key={name}
                label={label}
                sources={sourceList?.sources ?? []}
                style={style}
              />
            ) : (
              <Answer
                descriptor={descriptor}
                key={name}
                label={label}
                path={`answers.${name}`}
                style={style}
                type={descriptor.type}
                value={values[name]}
              />
            )
          })}
        </div>
      </div>
      <SubmissionDetails
        locale={fields.locale?.value as string | undefined}
        meta={(fields.meta?.value ?? {}) as Record<string, unknown>}
      />
    </div>
  )
}

/** Agreed (green) or Declined (red), the source's title linking to it, and when it was captured. */
const ConsentAnswer = ({
  entry,
  label,
  sources,
  style,
}: {
  entry: ConsentEntry
  label: string
  sources: ConsentSourceList['sources']
  style: CSSProperties
}) => {
  const formatDateTime = useFormatDateTime()
  const t = formBuilderT(useTranslation().t)
  const source = sources.find((candidate) => candidate.id === entry.source)
  const title = source?.title ?? entry.source
  return (
    <div className={`${fieldBaseClass} fb-answer-consent`} style={style}>
      <FieldLabel as="span" label={label} />
      <div
        className={`${fieldBaseClass}__wrap`}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 'calc(var(--base) / 2)',
        }}
      >
        {entry.state === 'agreed' ? (
          <PositivePill>{t('agreed')}</PositivePill>
        ) : (
          <Pill pillStyle="error">{t('declined')}</Pill>
        )}
        {source?.url ? (
          <a href={source.url} rel="noreferrer" target="_blank">
            {title}
          </a>
        ) : (
          <span title={source ? undefined : t('notAConfiguredConsentSource')}>{title}</span>
        )}
        <time dateTime={entry.capturedAt} style={{ color: 'var(--theme-elevation-500)' }}>
          {formatDateTime(entry.capturedAt)}
        </time>
      </div>
    </div>
  )
}

/** Known meta keys with their labels; a host's own keys keep theirs in words. */
const META_LABELS: Record<string, FormBuilderStringKey> = {
  receivedAt: 'receivedAt',
  ip: 'ipAddress',
  userAgent: 'userAgent',
  spam: 'spamCheck',
}
const HALF_WIDTH = new Set(['locale', 'receivedAt', 'ip', 'spam'])

/** Locale and meta, folded into one collapsible section like the admin's collapsible field. */
const SubmissionDetails = ({
  locale,
  meta,
}: {
  locale?: string
  meta: Record<string, unknown>
}) => {
  const { config } = useConfig()
  const formatDateTime = useFormatDateTime()
  const t = formBuilderT(useTranslation().t)
  const localeLabel = config.localization
    ? config.localization.locales.find((entry) => entry.code === locale)?.label
    : undefined
  const entries: Array<[string, string, string]> = [
    [
      'locale',
      t('locale'),
      locale && typeof localeLabel === 'string' && localeLabel !== locale
        ? `${localeLabel} (${locale})`
        : (locale ?? ''),
    ],
    ...Object.entries(meta).map(([key, value]): [string, string, string] => [
      key,
      META_LABELS[key] ? t(META_LABELS[key]) : toWords(key),
      key === 'receivedAt'
        ? formatDateTime(String(value))
        : key === 'spam'
          ? spamText(value)
          : readable(value),
    ]),
  ]
  return (
    <div className={`${fieldBaseClass} collapsible-field fb-submission-details`}>
      <Collapsible
        className="collapsible-field__collapsible"
        header={
          <div className="collapsible-field__row-label-wrap">
            <span className="row-label">{t('submissionDetails')}</span>
          </div>
        }
      >
        <div className="render-fields render-fields--margins-small">
          <div className={`${fieldBaseClass} row`}>
            <div className="row__fields">
              {entries.map(([key, label, text]) => (
                <TextInput
                  key={key}
                  label={label}
                  path={`details.${key}`}
                  readOnly
                  style={widthStyle(HALF_WIDTH.has(key) ? 50 : 100)}
                  value={text}
                />
              ))}
            </div>
          </div>
        </div>
      </Collapsible>
    </div>
  )
}

const spamText = (value: unknown) => {
  const { verdict, signals } = (value ?? {}) as { verdict?: string; signals?: string[] }
  return signals?.length ? `${verdict} (${signals.join(', ')})` : String(verdict ?? '')
}
