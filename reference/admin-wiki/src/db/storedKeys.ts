import type { Payload } from 'payload'
import { hasTableNames, rootTablesOf, type TableNames } from './tables'

type Row = Record<string, unknown>

/** db-postgres's node-postgres pool (and its schema when not the default), or db-sqlite's libsql client. */
interface SqlAdapter extends TableNames {
  pool?: { query(text: string): Promise<{ rows: Row[] }> }
  schemaName?: string
  client?: { execute(statement: string): Promise<{ rows: Row[] }> }
}

/** Set (to any value) to make the plugins use Payload's public database API even where the SQL path would work: the matrix runs both. */
const PUBLIC_API_ENV = 'PPS_PUBLIC_API'

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/**
 * Every distinct value in one hasMany text table, by skipping through its `text` index (Payload
 * indexes it for a field with `index: true`): one probe per distinct value, however many rows hold
 * each. Both dialects run the same recursive statement.
 */
const distinctTextsStatement = (table: string) => `WITH RECURSIVE "stored"("text") AS (
    SELECT * FROM (SELECT "text" FROM ${table} WHERE "text" IS NOT NULL ORDER BY "text" LIMIT 1) AS "first"
    UNION ALL
    SELECT (SELECT "text" FROM ${table} WHERE "text" > "stored"."text" ORDER BY "text" LIMIT 1) FROM "stored" WHERE "stored"."text" IS NOT NULL
  ) SELECT "text" FROM "stored" WHERE "text" IS NOT NULL`

/**
 * Every value any version of a collection's documents holds in its hasMany text fields (the targets'
 * keys, for the guides), or undefined where the adapter is not a SQL one this reads (MongoDB, or a
 * driver it does not know): the caller then asks Payload. With drafts the versions' table is read, as
 * it holds every value the documents' own table does; values of other hasMany text fields or of older
 * versions may come along, so a caller treats the set as candidates.
 */
export const storedTexts = async (
  payload: Payload,
  slug: string,
  drafts: boolean,
): Promise<Set<string> | undefined> => {
  const adapter: unknown = payload.db
  if (!hasTableNames(adapter) || process.env[PUBLIC_API_ENV]) return undefined
  const { pool, client, schemaName } = adapter as SqlAdapter
  const { document, versions } = rootTablesOf(adapter, slug)
  const root = drafts ? versions : document
  if (!root) return undefined
  const table = `${schemaName ? `${quote(schemaName)}.` : ''}${quote(`${root}_texts`)}`
  const statement = distinctTextsStatement(table)
  try {
    const rows =
      typeof pool?.query === 'function'
        ? (await pool.query(statement)).rows
        : typeof client?.execute === 'function'
          ? (await client.execute(statement)).rows
          : undefined
    return rows && new Set(rows.map((row) => String(row.text)))
  } catch (error) {
    // A table laid out otherwise than this reads (a later Payload): the caller's query through Payload answers.
    payload.logger.warn({
      err: error,
      msg: `payload-plugin-suite/admin-wiki: could not read ${root}_texts directly; asking Payload instead`,
    })
    return undefined
  }
}
