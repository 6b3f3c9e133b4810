import { type DocumentTable, type JobsDoor, quote } from './adapter'
import type { ClaimDocument, Row } from './types'

/**
 * `alias`'s id equal to a text value, so the primary key serves the join: compared as it is to a text
 * id, cast to an integer one only when it is all digits (a malformed value matches nothing rather
 * than failing the claim).
 */
const idEquals = (table: DocumentTable, alias: string, value: string) => {
  const column = `${alias}.${quote(table.columns[0])}`
  return table.idType === 'text'
    ? `${column} = ${value}`
    : `${column} = CASE WHEN ${value} ~ '^[0-9]{1,18}$' THEN (${value})::bigint END`
}

/**
 * The LEFT JOINs that read the documents claimed jobs name (Postgres), one per ClaimDocument (and its
 * related document), each matching only its task's jobs, and how to read them off a joined row into
 * the job's `document` and `related`. Parameters are numbered after the claim's own. Tables whose id
 * is neither text nor an integer are not joined.
 */
export const documentReads = (
  door: JobsDoor,
  documents: ClaimDocument[],
  jobColumns: Record<'input' | 'task', string>,
  firstParam: number,
) => {
  const params: unknown[] = []
  const param = (value: unknown) => `$${firstParam + params.push(value)}`
  const selected: string[] = []
  const joins: string[] = []
  const readers = new Map<string, (row: Row, raw: Row) => void>()
  /** Selects a joined table's columns; reads them back as a document (null when the join found none). */
  const select = (alias: string, table: DocumentTable) => {
    const names = table.fields.map((_, field) => `${alias}.${field}`)
    for (const [field, column] of table.columns.entries())
      selected.push(`${quote(alias)}.${quote(column)} AS ${quote(names[field])}`)
    return (raw: Row): Row | null => {
      if (raw[names[0]] === null || raw[names[0]] === undefined) return null
      const read: Row = {}
      for (const [at, field] of table.fields.entries())
        read[field] = table.fromDriver(at, raw[names[at]])
      return read
    }
  }
  const joinable = (table: DocumentTable | undefined) => (table?.idType ? table : undefined)
  documents.forEach((document, index) => {
    const alias = `document${index}`
    const { related } = document
    // The related document's key is read with the document, so one lookup finds both columns.
    const target = joinable(
      door.documentTable(
        document.collection,
        related ? [...document.fields, related.field] : document.fields,
      ),
    )
    if (!target) return
    const on = idEquals(
      target,
      quote(alias),
      `"statement".${quote(jobColumns.input)} ->> ${param(document.inputKey)}`,
    )
    joins.push(
      ` LEFT JOIN ${target.ref} AS ${quote(alias)} ON "statement".${quote(jobColumns.task)}::text = ${param(document.task)} AND ${on}`,
    )
    const readDocument = select(alias, target)
    const relatedAlias = `related${index}`
    const relatedTarget =
      related && joinable(door.documentTable(related.collection, related.fields))
    if (relatedTarget) {
      const via = target.columns[target.fields.indexOf(related.field)]
      joins.push(
        ` LEFT JOIN ${relatedTarget.ref} AS ${quote(relatedAlias)} ON ${idEquals(relatedTarget, quote(relatedAlias), `${quote(alias)}.${quote(via)}`)}`,
      )
    }
    const readRelated = relatedTarget ? select(relatedAlias, relatedTarget) : undefined
    readers.set(document.task, (row, raw) => {
      row.document = readDocument(raw)
      if (readRelated) row.related = readRelated(raw)
    })
  })
  return { selected, joins: joins.join(''), params, readers }
}
