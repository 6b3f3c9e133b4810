/**
 * The claim has no conditional UPDATE: it reads the due jobs, then marks those ids processing
 * without re-checking them. Two runners whose reads both land before either write claim (and run)
 * the same jobs, as Payload's own updateJobs does.
 * @fails QC-20
 */
import type { Payload } from 'payload'
import { overrideMethods } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedJobs } from './support'

type Drizzle = { select(fields: object): any; update(table: object): any }

/**
 * The adapter's drizzle with each UPDATE of payload-jobs that sets `processing: true` split in two:
 * a SELECT of the ids its condition matches, then, after that read, an UPDATE of those ids alone.
 */
const readThenWrite = (payload: Payload) => {
  const adapter = payload.db as unknown as {
    drizzle: Drizzle
    operators: { in(column: object, values: unknown[]): object }
    tables: Record<string, any>
    tableNameMap: Map<string, string>
  }
  const jobs = adapter.tables[adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs']
  const db = adapter.drizzle
  adapter.drizzle = overrideMethods(db, {
    update: (update) => (table: object) => {
      if (table !== jobs) return update(table)
      return {
        set: (values: Record<string, unknown>) => {
          if (values.processing !== true) return update(table).set(values)
          return {
            where: (condition: object) => {
              const read = async (): Promise<unknown[]> =>
                (await db.select({ id: jobs.id }).from(jobs).where(condition)).map(
                  (row: { id: unknown }) => row.id,
                )
              const write = (ids: unknown[]) =>
                update(jobs).set(values).where(adapter.operators.in(jobs.id, ids))
              return {
                returning: async (fields: object) => {
                  const ids = await read()
                  return ids.length ? await write(ids).returning(fields) : []
                },
                // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, awaited as drizzle's statement is
                then: (
                  resolve: (value: unknown) => unknown,
                  reject: (reason: unknown) => unknown,
                ) =>
                  read()
                    .then(async (ids) => void (ids.length && (await write(ids))))
                    .then(resolve, reject),
              }
            },
          }
        },
      }
    },
  })
}

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built) => ({
      ...built,
      onInit: async (payload) => {
        readThenWrite(payload)
        await built.onInit?.(payload)
      },
    }),
  }),
})
