/**
 * The kit's `api` project alone, limited to one family's test files and the reference's unit tests
 * (PPS_MUTATION_FAMILY), for Stryker's vitest runner (scripts/mutation/run.ts). Stryker runs each
 * mutant through the projects of the config it is given; a flat config keeps the browser project,
 * which would need a Next.js build per mutant, out of it.
 */
import { resolve } from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { FAMILIES } from '../../conformance/kit/contract'
import kit from '../../vitest.config'
import { MUTATION_FAMILIES, type MutationFamily, PACKAGE_OF } from './summary'

const family = process.env.PPS_MUTATION_FAMILY as MutationFamily
if (!MUTATION_FAMILIES.includes(family))
  throw new Error(
    `PPS_MUTATION_FAMILY must name a family (${MUTATION_FAMILIES.join(', ')}), got "${family}"`,
  )

const api = kit.test!.projects!.find(
  (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'api',
) as TestProjectInlineConfiguration
const root = resolve(import.meta.dirname, '../..')
const isUnitTest = (file: TestSpecification) => file.moduleId.startsWith(resolve(root, 'reference'))

/**
 * The reference's unit tests of one plugin, by file prefix. Another family's are left out: they boot
 * hosts that family's mutants never reach, and a static mutant runs every test before the families'.
 */
const UNIT_TESTS_OF: Partial<Record<MutationFamily, string>> = {
  QC: 'jobs-',
  FB: 'form-builder-',
  WK: 'wiki-',
}
const otherFamiliesUnitTests = Object.entries(UNIT_TESTS_OF)
  .filter(([owner]) => owner !== family)
  .map(([, prefix]) => `reference/${prefix}*.test.ts`)

/**
 * Unit tests first: they take milliseconds where a conformance file boots hosts, and with vitest's
 * bail a mutant they kill stops the run there. A mutant in code that runs at boot (static, to
 * Stryker) runs every test of the family; most are option checks the unit tests catch at once.
 */
class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    return [...sorted.filter(isUnitTest), ...sorted.filter((file) => !isUnitTest(file))]
  }
}

export default defineConfig({
  ...kit,
  test: {
    ...kit.test,
    projects: undefined,
    root,
    globalSetup: api.test!.globalSetup,
    // The package's own unit tests, and the reference's shared ones (i18n, messages, admin templates).
    include: [
      `${FAMILIES[family].dir}/**/*.test.ts`,
      `reference/${PACKAGE_OF[family]}/src/**/*.test.ts`,
      'reference/*.test.ts',
    ],
    sequence: { ...kit.test!.sequence, sequencer: UnitTestsFirst },
    exclude: ['**/node_modules/**', '**/*.ui.test.ts', ...otherFamiliesUnitTests],
    // Stryker reads results from vitest's state; the kit's own report goes to a scratch directory.
    reporters: ['dot'],
    silent: true,
  },
})
