import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Family, FEATURES, type FeatureTag } from './contract'
import { PACKAGE_ROOT } from './loader'
import { familyOf } from './requirement-id'

export interface Requirement {
  id: string
  family: Family
  level: 'MUST' | 'SHOULD'
  statement: string
  /** The optional parts it belongs to (`*(optional: <tag>, …)*` opening its statement). */
  features: FeatureTag[]
  section: string
  tests: string[]
}

export const CONFORMANCE_MD = resolve(PACKAGE_ROOT, 'CONFORMANCE.md')

const ROW = /^\|\s*([A-Z]+-\d{2,3})\s*\|\s*(MUST|SHOULD)\s*\|(.*)\|(.*)\|(.*)\|\s*$/
const TEST_FILE = /`([^`]+)`/g
const FEATURE_TAGS = /^\*\(optional: ([a-z, -]+)\)\*/

/** The Tests cell of a requirement row: its test files, as code spans. */
const testsCell = (files: string[]): string => files.map((file) => `\`${file}\``).join(', ')

/** The requirement table of CONFORMANCE.md: `| ID | level | statement | spec section | test files |`. */
export const readRequirements = (file = CONFORMANCE_MD): Requirement[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = ROW.exec(line)
      if (!match) return []
      const [, id, level, statement, section, tests] = match
      const family = familyOf(id)
      if (!family) throw new Error(`CONFORMANCE.md: ${id} has an unknown family prefix`)
      const features = FEATURE_TAGS.exec(statement.trim())?.[1].split(/,\s*/) ?? []
      for (const feature of features) {
        if (!(feature in FEATURES))
          throw new Error(
            `CONFORMANCE.md: ${id} is tagged with an unknown optional part "${feature}" (known: ${Object.keys(FEATURES).join(', ')})`,
          )
      }
      return [
        {
          id,
          family,
          level: level as Requirement['level'],
          statement: statement.trim(),
          features: features as FeatureTag[],
          section: section.trim(),
          tests: [...tests.matchAll(TEST_FILE)].map((m) => m[1]),
        },
      ]
    })

/** CONFORMANCE.md's text with the Tests cell of every requirement row set to `testsOf(id)`; every other character kept. */
export const withTestsColumn = (
  markdown: string,
  testsOf: (requirementId: string) => string[],
): string =>
  markdown
    .split('\n')
    .map((line) => {
      const id = ROW.exec(line)?.[1]
      if (!id) return line
      // The Tests cell is the row's last: between its last two pipes.
      const cellStart = line.lastIndexOf('|', line.lastIndexOf('|') - 1)
      return `${line.slice(0, cellStart + 1)} ${testsCell(testsOf(id))} |`
    })
    .join('\n')
