import { quote, type Row, type RowDoor, type RowTable } from './adapter'

/** A SQLite JSON path to a top-level key, as an SQL string literal. */
const jsonPath = (key: string) => `'$.${quote(key).replaceAll("'", "''")}'`

/**
 * One multi-row UPDATE from a JSON parameter, however much the rows' values differ (every delivery's
 * duration does): drizzle has no such statement, so it is written here for each driver. Every row
 * sets the columns of the first (one caller builds them all alike).
 */
export const updateEachStatement = (
  dialect: RowDoor['dialect'],
  table: RowTable,
  updates: Array<{ id: string | number; values: Row }>,
  shared: Row = {},
) => {
  const fields = Object.keys(updates[0].values)
  const columns = fields.map((field) => table.column(field))
  const rows = JSON.stringify(
    updates.map(({ id, values }) => {
      const row: Row = { id }
      for (const [index, field] of fields.entries()) row[columns[index]] = values[field] ?? null
      return row
    }),
  )
  const sharedFields = Object.keys(shared)
  const sharedValues = sharedFields.map((field) => table.toDriver(field, shared[field]))
  const sharedColumns = sharedFields.map((field) => table.column(field))
  const target = table.ref
  if (dialect === 'postgres') {
    // The rows take the table's own column types (enums, timestamps) from its row type. The ids
    // again as an array: the planner cannot see inside the JSON, and without them it joins by a
    // scan of the whole log until the log is large enough to make it change its mind. Committed
    // without waiting for the WAL flush (for this statement's transaction only): outcomes are
    // written on the way to settling their jobs, and a database crash that loses the last of them
    // leaves those jobs to run again, so a delivery can be sent twice (receivers dedupe on
    // webhook-id), never lost.
    const set = [
      ...columns.map((column) => `${quote(column)} = v.${quote(column)}`),
      ...sharedColumns.map((column, index) => `${quote(column)} = $${index + 3}`),
    ].join(', ')
    return {
      sql: `WITH "written" AS (UPDATE ${target} AS t SET ${set} FROM jsonb_populate_recordset(NULL::${target}, $1::jsonb) AS v WHERE t."id" = v."id" AND t."id" = ANY($2)) SELECT set_config('synchronous_commit', 'off', true)`,
      args: [rows, updates.map(({ id }) => id), ...sharedValues],
    }
  }
  const set = [
    ...columns.map((column) => `${quote(column)} = v.value ->> ${jsonPath(column)}`),
    ...sharedColumns.map((column) => `${quote(column)} = ?`),
  ].join(', ')
  return {
    sql: `UPDATE ${target} SET ${set} FROM json_each(?) AS v WHERE ${target}."id" = v.value ->> '$.id'`,
    args: [...sharedValues, rows],
  }
}

/** Sets each row's own values and `shared`'s in one statement on the adapter's own connection, without reading them back. */
export const updateEach = async (
  door: RowDoor,
  collection: string,
  updates: Array<{ id: string | number; values: Row }>,
  shared?: Row,
) => {
  const table = door.table(collection)
  if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
  if (!updates.length) return
  const { sql, args } = updateEachStatement(door.dialect, table, updates, shared)
  await door.run(sql, args)
}
