/**
 * The kit's `api` project alone, limited to one family's test files and its reference package's
 * unit tests (PPS_MUTATION_FAMILY), for
 * Stryker's vitest runner (scripts/mutation/run.ts). Stryker runs each mutant through the projects
 * of the config it is given; a flat config keeps the browser project, which would need a Next.js
 * build per mutant, out of it.
 */
import { resolve } from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { FAMILIES } from '../../conformance/kit/contract'
import kit from '../../vitest.config'
import { MUTATION_FAMILIES, type MutationFamily, PACKAGE_OF } from './summary'

const family = process.env.PPS_MUTATION_FAMILY as MutationFamily
if (!MUTATION_FAMILIES.includes(family)) throw new Error(`PPS_MUTATION_FAMILY must name a family (${MUTATION_FAMILIES.join(', ')}), got "${family}"`)

const api = kit.test!.projects!.find((project) => typeof project === 'object' && 'test' in project && project.test?.name === 'api') as TestProjectInlineConfiguration
const root = resolve(import.meta.dirname, '../..')

export default defineConfig({
  ...kit,
  test: {
    ...kit.test,
    projects: undefined,
    root,
    globalSetup: api.test!.globalSetup,
    include: [`${FAMILIES[family].dir}/**/*.test.ts`, `reference/${PACKAGE_OF[family]}/src/**/*.test.ts`],
    exclude: ['**/node_modules/**', '**/*.ui.test.ts'],
    // Stryker reads results from vitest's state; the kit's own report goes to a scratch directory.
    reporters: ['dot'],
    silent: true,
  },
})
