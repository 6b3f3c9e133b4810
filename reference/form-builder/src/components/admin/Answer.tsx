'use client'
import {
  CheckboxInput,
  Collapsible,
  FieldLabel,
  fieldBaseClass,
  Link,
  SelectInput,
  TextareaInput,
  TextInput,
  useConfig,
  useTranslation,
} from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { formatAdminURL } from 'payload/shared'
import type { CSSProperties } from 'react'
import type { AnswerDescriptor } from './types'

/** Text of an answer without a richer control: lists joined, objects as `key: value` pairs. */
export const readable = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(readable).join(', ')
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, entry]) => `${key}: ${entry === null ? 'null' : readable(entry)}`)
      .join(', ')
  return String(value)
}

const regionName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A date answer is a calendar day (YYYY-MM-DD): read it as local midnight, so no time zone moves it. */
const calendarDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number)
  return new Date(year!, month! - 1, day)
}

/** The width an answer takes in its row, as the admin's row field reads it. */
export const widthStyle = (percent: number | null | undefined) =>
  ({ '--field-width': `${percent || 100}%` }) as CSSProperties

interface AnswerProps {
  /** A path no document field uses: it names the control (ids, labels). */
  path: string
  label: string
  type?: string
  value: unknown
  descriptor?: AnswerDescriptor
  style?: CSSProperties
}

const noop = () => {}

/** One answer as the read-only admin field of its type (repeater cells included). */
export const Answer = ({ path, label, type, value, descriptor, style }: AnswerProps) => {
  const { i18n } = useTranslation()
  switch (type) {
    case 'checkbox':
      return (
        <div
          className={`${fieldBaseClass} checkbox checkbox--read-only${value === true ? ' checkbox--checked' : ''}`}
          style={style}
        >
          <CheckboxInput
            checked={value === true}
            label={label}
            name={path}
            onToggle={noop}
            readOnly
          />
        </div>
      )
    case 'textarea':
      return (
        <TextareaInput
          label={label}
          path={path}
          readOnly
          rows={Math.max(2, readable(value).split('\n').length)}
          style={style}
          value={readable(value)}
        />
      )
    case 'select':
    case 'radio':
    case 'vote':
    case 'country': {
      const chosen = Array.isArray(value) ? value.map(String) : [String(value)]
      const labels = new Map(
        (descriptor?.options ?? []).flatMap((option) =>
          option ? [[String(option.value), option.label]] : [],
        ),
      )
      const options = chosen.map((choice) => ({
        value: choice,
        label:
          labels.get(choice) ??
          (type === 'country'
            ? (descriptor?.country ?? regionName(choice, i18n.language))
            : choice),
      }))
      return (
        <SelectInput
          hasMany={Array.isArray(value)}
          label={label}
          name={path}
          options={options}
          path={path}
          readOnly
          style={style}
          value={Array.isArray(value) ? chosen : chosen[0]}
        />
      )
    }
    case 'date':
      return (
        <TextInput
          label={label}
          path={path}
          readOnly
          style={style}
          value={
            typeof value === 'string'
              ? formatDate({ date: calendarDay(value), i18n, pattern: 'PPP' })
              : readable(value)
          }
        />
      )
    case 'file':
      return <FileAnswer descriptor={descriptor} label={label} style={style} value={value} />
    case 'repeater':
      return (
        <RepeaterAnswer
          descriptor={descriptor}
          label={label}
          path={path}
          style={style}
          value={value}
        />
      )
    default:
      return <TextInput label={label} path={path} readOnly style={style} value={readable(value)} />
  }
}

/** Label above, the stored file below as a link to its document in the uploads collection. */
const FileAnswer = ({
  label,
  value,
  descriptor,
  style,
}: Pick<AnswerProps, 'label' | 'value' | 'descriptor' | 'style'>) => {
  const { config } = useConfig()
  const upload = descriptor?.upload
  return (
    <div className={`${fieldBaseClass} fb-answer-file`} style={style}>
      <FieldLabel as="span" label={label} />
      <div className={`${fieldBaseClass}__wrap`}>
        {upload ? (
          <Link
            href={formatAdminURL({
              adminRoute: config.routes.admin,
              path: `/collections/${upload.collection}/${upload.id}`,
            })}
          >
            {upload.filename ?? String(upload.id)}
          </Link>
        ) : (
          readable(value)
        )}
      </div>
    </div>
  )
}

/** Rows as an array field shows them: numbered, collapsible, each cell under its column's label. */
const RepeaterAnswer = ({ path, label, value, descriptor, style }: Omit<AnswerProps, 'type'>) => {
  const rows = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []
  const columns =
    descriptor?.columns ??
    Object.keys(rows[0] ?? {}).map((name) => ({ name, label: name, type: 'text' }))
  const cellWidth = Math.floor(10000 / Math.max(columns.length, 1)) / 100
  return (
    <div className={`${fieldBaseClass} array-field`} style={style}>
      <header className="array-field__header">
        <div className="array-field__header-wrap">
          <div className="array-field__header-content">
            <h3 className="array-field__title">
              <FieldLabel as="span" label={label} />
            </h3>
          </div>
        </div>
      </header>
      <div className="array-field__draggable-rows">
        {rows.map((row, index) => (
          <Collapsible
            className="array-field__row"
            header={
              <div className="array-field__row-header">
                <span className="row-label">{`${label} ${String(index + 1).padStart(2, '0')}`}</span>
              </div>
            }
            key={index}
          >
            <div className="render-fields render-fields--margins-small array-field__fields">
              <div className={`${fieldBaseClass} row`}>
                <div className="row__fields">
                  {columns.map((column) => (
                    <Answer
                      key={column.name}
                      label={column.label ?? column.name}
                      path={`${path}.${index}.${column.name}`}
                      style={widthStyle(cellWidth)}
                      type={column.type}
                      value={row[column.name]}
                    />
                  ))}
                </div>
              </div>
            </div>
          </Collapsible>
        ))}
      </div>
    </div>
  )
}
