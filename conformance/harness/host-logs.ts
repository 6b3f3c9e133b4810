/**
 * Vitest setup file (vitest.config.ts `setupFiles`): files every host's log under the test that is
 * running. A test's host log is what its hosts (in-process and spawned processes) logged since the
 * previous test finished, so a describe block's boot goes with its first test. It is stored in the
 * test's meta (the conformance report's `logs`) and written to the test's console output, which
 * vitest prints only when the test fails (`silent: 'passed-only'`) and JUnit keeps as system-err.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { formatLogEntry, onHostLog } from '../../fixtures/capture'

/** Entries kept per test: the latest ones, which are nearest to a failure. */
const MAX_ENTRIES = 100

let entries: string[] = []
let dropped = 0

// Listening for the whole file also keeps hosts from echoing their errors to stderr. Workers run
// many files, so each file subscribes and unsubscribes its own listener.
let unsubscribe: (() => void) | undefined
beforeAll(() => {
  unsubscribe = onHostLog((entry, source) => {
    entries.push(formatLogEntry(entry, source))
    if (entries.length > MAX_ENTRIES) {
      entries.shift()
      dropped++
    }
  })
})
afterAll(() => unsubscribe?.())

beforeEach(({ onTestFinished, task }) => {
  // onTestFinished runs after the test's afterEach hooks, whose entries belong to it too.
  onTestFinished(() => {
    const log = dropped ? [`(${dropped} earlier entries left out)`, ...entries] : entries
    entries = []
    dropped = 0
    if (log.length === 0) return
    task.meta.hostLogs = log
    console.error(`host log:\n${log.join('\n')}`)
  })
})
