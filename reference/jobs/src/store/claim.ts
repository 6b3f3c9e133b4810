import {
  type Column,
  committedAsync,
  iso,
  type JobsDoor,
  type JobsTable,
  quote,
  type Returning,
} from './adapter'
import { documentReads } from './claimDocuments'
import { due, notInHand } from './conditions'
import { pickUpData } from './processing'
import type { ClaimDocument, ClaimedJob, JobStore, Row } from './types'

type ClaimArgs = Parameters<JobStore['claim']>[0]

/** What a claim returns, by the key its rows carry; Payload adds the workflowSlug column only when the config has workflows. */
const RETURNED = {
  createdAt: 'createdAt',
  id: 'id',
  input: 'input',
  queue: 'queue',
  task: 'taskSlug',
  totalTried: 'totalTried',
  workflow: 'workflowSlug',
} as const satisfies Record<string, keyof JobsTable>

const inQueues = ({ jobs, op }: JobsDoor, queues: string[] | null, exclude: string[]) =>
  op.and(
    queues ? op.in(jobs.queue, queues) : undefined,
    exclude.length ? op.or(op.isNull(jobs.queue), op.not_in(jobs.queue, exclude)) : undefined,
  )

/**
 * The claim: one conditional UPDATE of the oldest due jobs, returning them, and the column name of
 * each returned key.
 */
export const claimStatement = (
  door: JobsDoor,
  leaseMs: number,
  { exclude, lease, limit, now, queues }: ClaimArgs,
) => {
  const { db, dialect, jobs, op } = door
  const candidates = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(op.and(due(door, now), inQueues(door, queues, exclude)))
    .orderBy(jobs.createdAt, jobs.id)
    .limit(limit)
  const keys = (Object.keys(RETURNED) as Array<keyof typeof RETURNED>).filter(
    (key) => jobs[RETURNED[key]],
  )
  const statement = db
    .update(jobs)
    .set({ ...pickUpData(door.shape, leaseMs, now, lease), updatedAt: iso(now) })
    // Postgres lets concurrent claimers skip each other's rows; re-checking that the outer row is
    // not in hand is what makes a lost race claim nothing.
    .where(
      op.and(
        op.in(
          jobs.id,
          dialect === 'postgres' ? candidates.for('update', { skipLocked: true }) : candidates,
        ),
        notInHand(door, now),
      ),
    )
    .returning(Object.fromEntries(keys.map((key) => [key, jobs[RETURNED[key]] as Column])))
  return {
    statement,
    columns: Object.fromEntries(keys.map((key) => [key, door.columnName(RETURNED[key])])) as Record<
      keyof typeof RETURNED,
      string
    >,
  }
}

/**
 * A claim's rows, oldest first, keyed as RETURNED keys them. On the adapter's driver: drizzle would
 * run a Postgres claim in a transaction of four round trips (see committedAsync), and its result
 * mapping costs more than the UPDATE. Postgres sorts them itself and leaves createdAt out, so no
 * timestamp is parsed in JavaScript.
 */
const claimedRows = async (
  door: JobsDoor,
  statement: Returning,
  columns: Record<string, string>,
  documents: ClaimDocument[],
): Promise<Row[]> => {
  const named = Object.entries(columns)
  const byKey = (raw: Row) => {
    const row: Row = {}
    for (const [key, column] of named) row[key] = raw[column]
    return row
  }
  const { driver } = door
  const built = driver && typeof statement.toSQL === 'function' ? statement.toSQL() : undefined
  if (built && driver?.dialect === 'postgres') {
    const column = (key: string) => `"statement".${quote(columns[key])}`
    const reads = documentReads(
      door,
      documents,
      { input: columns.input, task: columns.task },
      built.params.length,
    )
    const read = {
      columns: [
        ...Object.keys(columns)
          .filter((key) => key !== 'createdAt')
          .map(column),
        ...reads.selected,
      ].join(', '),
      joins: reads.joins,
      orderBy: `${column('createdAt')}, ${column('id')}`,
    }
    const rows = await driver.run(committedAsync(built.sql, read), [
      ...built.params,
      ...reads.params,
    ])
    return rows.map((raw) => {
      const row = byKey(raw)
      reads.readers.get(row.task as string)?.(row, raw)
      return row
    })
  }
  const rows =
    built && driver ? (await driver.run(built.sql, built.params)).map(byKey) : await statement
  // As instants: a timestamp may be printed without its fraction, and "…:01Z" compares as text after
  // "…:01.001Z". Parsed once per row, not once per comparison.
  return rows
    .map((row) => ({ row, at: Date.parse(String(row.createdAt)) }))
    .sort((a, b) => a.at - b.at || Number(a.row.id) - Number(b.row.id))
    .map(({ row }) => row)
}

/** A claimed row as the runner takes it. */
export const claimedJob = (row: Row): ClaimedJob => ({
  id: row.id as number | string,
  queue: (row.queue as string | null) ?? 'default',
  task: (row.task as string | null) ?? null,
  workflow: (row.workflow as string | null) ?? null,
  // SQLite drivers may hand the JSON column back as text.
  input: typeof row.input === 'string' ? JSON.parse(row.input) : row.input,
  totalTried: Number(row.totalTried ?? 0),
  ...('document' in row && { document: row.document as Row | null }),
  ...('related' in row && { related: row.related as Row | null }),
})

/** Marks up to `limit` due jobs as taken in one statement; RETURNING has no order, so FIFO is restored for the caller. */
export const claim = async (
  door: JobsDoor,
  leaseMs: number,
  args: ClaimArgs,
): Promise<ClaimedJob[]> => {
  if (args.queues && !args.queues.length) return []
  const { statement, columns } = claimStatement(door, leaseMs, args)
  return (await claimedRows(door, statement, columns, args.documents ?? [])).map(claimedJob)
}
