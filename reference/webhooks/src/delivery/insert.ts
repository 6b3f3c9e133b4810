import { type Connection, quote, type Row, type RowDoor, type RowTable } from './adapter'

/** One multi-row INSERT of `rows` (all with the same fields), and the columns it returns. */
export const insertStatement = (
  dialect: RowDoor['dialect'],
  table: RowTable,
  rows: Row[],
  returning: string[] = [],
) => {
  const fields = Object.keys(rows[0])
  if (
    rows.some(
      (row) => Object.keys(row).length !== fields.length || fields.some((field) => !(field in row)),
    )
  ) {
    throw new Error('webhooks: the rows of one insert must have the same fields')
  }
  const names = fields.map((field) => table.column(field))
  const placeholder = dialect === 'postgres' ? (index: number) => `$${index + 1}` : () => '?'
  const values = rows
    .map(
      (_, row) =>
        `(${fields.map((_, column) => placeholder(row * fields.length + column)).join(', ')})`,
    )
    .join(', ')
  const returned = returning.map((field) => table.column(field))
  const sql = `INSERT INTO ${table.ref} (${names.map(quote).join(', ')}) VALUES ${values}${returned.length ? ` RETURNING ${returned.map(quote).join(', ')}` : ''}`
  const args = rows.flatMap((row) => fields.map((field) => table.toDriver(field, row[field])))
  return { sql, args, returned }
}

/**
 * Inserts rows into a collection's table on `connection`; returns the `returning` fields of each row.
 * On the driver: drizzle's insert builder costs more than the database does (3 rows on SQLite:
 * 0.56 ms through drizzle, 0.33 ms on the driver), and every content write pays it twice.
 */
export const insertRows = async (
  door: RowDoor,
  connection: Connection,
  collection: string,
  rows: Row[],
  returning?: string[],
): Promise<Row[]> => {
  const table = door.table(collection)
  if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
  if (!rows.length) return []
  if (!connection.run) return connection.insert(collection, rows, returning)
  const { sql, args, returned } = insertStatement(door.dialect, table, rows, returning)
  const inserted = await connection.run(sql, args)
  return returning ? inserted.map((raw) => table.fromDriver(returning, returned, raw)) : []
}
