'use client'
import { FieldLabel, SelectInput, useConfig, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { PollOption } from '../types'

/** Multi-select of the poll's effective options (GET /api/forms/:id/poll-options); a tie keeps every pick. */
export const WinningValuesField = ({ path }: { path: string }) => {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { value, setValue } = useField<string[]>({ path })
  const [options, setOptions] = useState<PollOption[]>([])
  useEffect(() => {
    if (!id) return
    void fetch(`${config.serverURL}${config.routes.api}/forms/${id}/poll-options`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { options: [] }))
      .then((body: { options: PollOption[] }) => setOptions(body.options ?? []))
  }, [id, config.serverURL, config.routes.api])
  return (
    <div className="field-type">
      <FieldLabel label="Winning values" path={path} />
      <SelectInput
        name={path}
        path={path}
        hasMany
        options={options.map((option) => ({ label: option.label ?? option.value, value: option.value }))}
        value={value ?? []}
        onChange={(selected) => setValue(Array.isArray(selected) ? selected.map((entry) => String(entry.value)) : [])}
      />
    </div>
  )
}

const answerText = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.map(answerText).join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value)

/** The submission edit view: each answer with the label it had at submit time, then the details. */
export const SubmissionAnswers = () => {
  const fields = useFormFields(([state]) => state)
  const { config } = useConfig()
  const values = (fields.values?.value ?? {}) as Record<string, unknown>
  const descriptors = (fields.descriptors?.value ?? {}) as Record<string, { label?: string; type?: string; upload?: { collection: string; id: string | number; filename?: string } }>
  const consent = (fields.consent?.value ?? []) as Array<{ field: string; source: string; state: string; capturedAt: string }>
  const meta = (fields.meta?.value ?? {}) as Record<string, unknown>
  return (
    <div className="fb-submission-answers">
      {Object.entries(values).map(([name, value]) => {
        const descriptor = descriptors[name] ?? {}
        const agreement = consent.find((entry) => entry.field === name)
        return (
          <div className="field-type" key={name}>
            <FieldLabel label={descriptor.label ?? name} />
            {descriptor.upload ? (
              <a href={`${config.routes.admin}/collections/${descriptor.upload.collection}/${descriptor.upload.id}`}>{descriptor.upload.filename ?? String(value)}</a>
            ) : Array.isArray(value) && descriptor.type === 'repeater' ? (
              (value as Array<Record<string, unknown>>).map((row, index) => (
                <fieldset key={index}>
                  <legend>{index + 1}</legend>
                  {Object.entries(row).map(([cell, cellValue]) => (
                    <div key={cell}>
                      {cell}: {answerText(cellValue)}
                    </div>
                  ))}
                </fieldset>
              ))
            ) : agreement ? (
              <span>
                <span className={`pill pill--${agreement.state === 'agreed' ? 'success' : 'warning'}`}>{agreement.state === 'agreed' ? 'Agreed' : 'Declined'}</span>{' '}
                source {agreement.source} · {agreement.capturedAt}
              </span>
            ) : (
              <div>{answerText(value)}</div>
            )}
          </div>
        )
      })}
      <details>
        <summary>Submission details</summary>
        <div>Locale: {answerText(fields.locale?.value)}</div>
        {Object.entries(meta).map(([key, value]) => (
          <div key={key}>
            {key}: {answerText(value)}
          </div>
        ))}
      </details>
    </div>
  )
}

export const FieldCountCell = ({ cellData }: { cellData?: unknown }) => <span>{Array.isArray(cellData) ? cellData.length : 0}</span>
export const StepCountCell = ({ cellData }: { cellData?: unknown }) => <span>{Array.isArray(cellData) && cellData.length ? cellData.length : '—'}</span>
export const PollCell = ({ cellData }: { cellData?: { type?: string } }) => <span>{cellData?.type ?? '—'}</span>
