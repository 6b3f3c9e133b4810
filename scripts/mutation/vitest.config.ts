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
/** 0: the package's own unit tests (pure, milliseconds); 1: the reference's top-level ones (some boot a host); 2: the family's. */
const costRank = (file: TestSpecification) =>
  file.moduleId.startsWith(resolve(root, 'reference', PACKAGE_OF[family], 'src'))
    ? 0
    : file.moduleId.startsWith(resolve(root, 'reference'))
      ? 1
      : 2

/**
 * The reference's unit tests of one plugin, by file prefix. Another family's are left out: they boot
 * hosts that family's mutants never reach, and a static mutant runs every test before the families'.
 */
const UNIT_TESTS_OF: Partial<Record<MutationFamily, string>> = {
  QC: 'jobs-',
  FB: 'form-builder-',
  WK: 'wiki-',
  WH: 'webhooks-',
}
const otherFamiliesUnitTests = Object.entries(UNIT_TESTS_OF)
  .filter(([owner]) => owner !== family)
  .map(([, prefix]) => `reference/${prefix}*.test.ts`)

/**
 * Cheapest tests first: with vitest's bail, a mutant a unit test kills stops the run there instead
 * of booting the family's hosts. A mutant in code that runs at boot (static, to Stryker) runs every
 * test of the family; most are option and config checks the package's own unit tests catch at once.
 */
class CheapestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    return [0, 1, 2].flatMap((rank) => sorted.filter((file) => costRank(file) === rank))
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
    sequence: { ...kit.test!.sequence, sequencer: CheapestFirst },
    exclude: ['**/node_modules/**', '**/*.ui.test.ts', ...otherFamiliesUnitTests],
    // Stryker reads results from vitest's state; the kit's own report goes to a scratch directory.
    reporters: ['dot'],
    silent: true,
  },
})
