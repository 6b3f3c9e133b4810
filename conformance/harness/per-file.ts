/**
 * Vitest setup file: a worker runs many test files in one process (vitest.config.ts `isolate:
 * false`), so what one file leaves in process-wide state is undone before the next one starts.
 */
import { afterAll } from 'vitest'
import { resetJobsClock } from '../../fixtures/jobs-clock'

// Payload's job system keeps its clock in a module global; a file that moved it must not move the next.
afterAll(() => resetJobsClock())
