import { randomBytes } from 'node:crypto'
import type { TaskLogEntry } from './types'

/** A task log entry as Payload's runTask writes it into the job's `log` array (its row id as Payload's array rows get one). */
export const logRow = (entry: TaskLogEntry) => ({
  id: randomBytes(12).toString('hex'),
  executedAt: entry.executedAt,
  completedAt: entry.completedAt,
  taskSlug: entry.taskSlug,
  taskID: '1',
  input: entry.input,
  output: {},
  state: entry.state,
  ...(entry.error ? { error: entry.error } : {}),
})
