/**
 * Vitest global setup: the kit's Node and Payload check (conformance/kit/environment.ts); one data directory per run (PPS_DATA_DIR, inherited by the workers and by
 * spawned host processes), removed when the run ends. Workers are stopped without running their
 * exit handlers, so whatever a host or a seeded snapshot leaves behind goes with the run's directory
 * instead of accumulating (on /dev/shm, in memory).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { hostDataDir } from '../../fixtures/database'
import { assertEnvironment } from '../kit/environment'

export default function setup() {
  assertEnvironment()
  const dir = mkdtempSync(join(hostDataDir(), 'pps-run-'))
  process.env.PPS_DATA_DIR = dir
  return () => rmSync(dir, { force: true, recursive: true })
}
