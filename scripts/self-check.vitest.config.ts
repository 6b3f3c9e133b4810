/**
 * The kit's vitest config (vitest.config.ts) with one project per self-check implementation, so one
 * vitest run serves many of them (scripts/self-check.ts). Vitest gives each project its own workers
 * and environment, so every implementation runs in processes of its own (CONFORMANCE_IMPL), exactly
 * as `payload-conformance --impl` runs it; only vitest's start-up and transforms are shared.
 */
import { resolve } from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import kit from '../vitest.config'

/** Set by scripts/self-check.ts: the implementations of this run and the test files of each. */
export interface SelfCheckProject {
  name: string
  implementation: string
  files: string[]
  /** Browser files, driving the admin app in PPS_ADMIN_APP_DIR (built once for every implementation). */
  ui?: boolean
  /** Only these requirements' tests (CONFORMANCE_REQUIREMENTS); default: every test of the files. */
  requirements?: string[]
  /** Where its tests write screenshots and traces (CONFORMANCE_REPORT_DIR). */
  reportDir: string
}

const kitUi = kit.test?.projects?.find(
  (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'ui',
) as TestProjectInlineConfiguration
const adminAppSetup = resolve(import.meta.dirname, '../conformance/harness/admin-app-setup.ts')

const projects = JSON.parse(process.env.PPS_SELF_CHECK_PROJECTS ?? '[]') as SelfCheckProject[]
const rank = new Map(projects.map((project, index) => [project.name, index]))

/**
 * Files in the order of the projects given (scripts/self-check.ts puts the longest first), where
 * vitest's own order is by project name: a long check started last leaves one core idle at the end.
 */
class InGivenOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort(
      (a, b) => (rank.get(a.project.name) ?? 0) - (rank.get(b.project.name) ?? 0),
    )
  }
}

export default defineConfig({
  ...kit,
  test: {
    ...kit.test,
    // Every implementation fails tests on purpose: their host logs go to the reports, not the terminal.
    silent: true,
    // Each project transforms the suite's modules again; vitest's file cache (keyed by content and
    // config) shares them across projects: DS's 26 checks in 98 s instead of 114 s, from a cold cache.
    experimental: { ...kit.test?.experimental, fsModuleCache: true },
    sequence: { ...kit.test?.sequence, sequencer: InGivenOrder },
    projects: projects.map(
      ({
        name,
        implementation,
        files,
        ui,
        requirements,
        reportDir,
      }): TestProjectInlineConfiguration => ({
        extends: true,
        test: {
          name,
          include: files,
          env: {
            CONFORMANCE_IMPL: implementation,
            CONFORMANCE_REPORT_DIR: reportDir,
            ...(requirements ? { CONFORMANCE_REQUIREMENTS: requirements.join(',') } : {}),
          },
          ...(ui ? { globalSetup: [adminAppSetup], testTimeout: kitUi.test!.testTimeout } : {}),
        },
      }),
    ),
  },
})
