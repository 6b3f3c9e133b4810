import { useEffect, useRef } from 'react'
import { emptyRow } from './answers'
import { useFormContext, useRenderSettings } from './context'
import { ariaProps, Control, type ControlProps, ErrorText, Label, shellProps } from './controls'
import { columnField } from './validation'

type Row = Record<string, unknown>

/**
 * Rows of cells, one fieldset per row; the answer is the array of row objects. Rows are keyed by
 * position: every cell is controlled, so a removed row leaves no stale input behind.
 */
export const Repeater = ({ field, id, value, onChange, messages }: ControlProps) => {
  const { fieldErrors, inputId } = useFormContext()
  const { t } = useRenderSettings()
  const addButton = useRef<HTMLButtonElement>(null)
  const added = useRef(false)
  const rows = Array.isArray(value) ? (value as Row[]) : []
  const columns = field.columns ?? []
  const minRows = Number(field.minRows) || 0
  const maxRows = Number(field.maxRows) || Infinity
  const setCell = (index: number, name: string, cell: unknown) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [name]: cell } : row)))
  // A row added from the keyboard is filled in next: its first cell takes focus.
  useEffect(() => {
    if (!added.current) return
    added.current = false
    if (columns.length)
      document
        .getElementById(inputId(`${field.name}.${rows.length - 1}.${columns[0].name}`))
        ?.focus()
  })
  const add = () => {
    added.current = true
    onChange([...rows, emptyRow(field)])
  }
  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index))
    // The removed row's button is gone: keep keyboard focus in the repeater.
    addButton.current?.focus()
  }
  return (
    <fieldset
      id={id}
      {...shellProps(field, messages)}
      aria-describedby={ariaProps(id, messages)['aria-describedby']}
    >
      <legend>
        <Label field={field} />
      </legend>
      {rows.map((row, index) => (
        <fieldset key={index} className="pps-form__repeater-row">
          <legend>{t('row', { row: index + 1 })}</legend>
          <div className="pps-form__row">
            {columns.map((column) => {
              const path = `${field.name}.${index}.${column.name}`
              return (
                <Control
                  key={column.name}
                  field={{
                    ...columnField(column),
                    width: Math.floor(10000 / columns.length) / 100,
                  }}
                  id={inputId(path)}
                  value={row[column.name]}
                  onChange={(cell) => setCell(index, column.name, cell)}
                  messages={fieldErrors[`values.${path}`] ?? []}
                />
              )
            })}
          </div>
          <button
            type="button"
            className="pps-form__remove-row"
            disabled={rows.length <= minRows}
            onClick={() => remove(index)}
          >
            {t('removeRow', { row: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        ref={addButton}
        type="button"
        className="pps-form__add-row"
        disabled={rows.length >= maxRows}
        onClick={add}
      >
        {t('addRow')}
      </button>
      <ErrorText id={id} messages={messages} />
    </fieldset>
  )
}
