import { quote, type Row, type RowDoor, type RowTable } from './adapter'

/** A SELECT of `columns` of the rows with these ids, the ids as one parameter. */
export const selectStatement = (
  dialect: RowDoor['dialect'],
  table: RowTable,
  ids: Array<string | number>,
  columns: string[],
) => {
  const list = columns.map(quote).join(', ')
  return dialect === 'postgres'
    ? { sql: `SELECT ${list} FROM ${table.ref} WHERE "id" = ANY($1)`, args: [ids] }
    : {
        sql: `SELECT ${list} FROM ${table.ref} WHERE "id" IN (SELECT value FROM json_each(?))`,
        args: [JSON.stringify(ids)],
      }
}

/**
 * Reads `fields` of the rows with these ids, in no set order, on the adapter's own connection. On the
 * driver: drizzle's query builder costs more than the database does here (a batch reads 500 rows),
 * and its IN binds one parameter per id.
 */
export const selectRows = async (
  door: RowDoor,
  collection: string,
  ids: Array<string | number>,
  fields: string[],
  jsonText: string[] = [],
): Promise<Row[]> => {
  const table = door.table(collection)
  if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
  if (!ids.length) return []
  const columns = fields.map((field) => table.column(field))
  const { sql, args } = selectStatement(door.dialect, table, ids, columns)
  return (await door.run(sql, args)).map((raw) => table.fromDriver(fields, columns, raw, jsonText))
}
