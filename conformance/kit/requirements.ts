import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Family } from './contract'
import { PACKAGE_ROOT } from './loader'
import { familyOf } from './requirement-id'

export interface Requirement {
  id: string
  family: Family
  level: 'MUST' | 'SHOULD'
  statement: string
  section: string
  tests: string[]
}

export const CONFORMANCE_MD = resolve(PACKAGE_ROOT, 'CONFORMANCE.md')

const ROW = /^\|\s*([A-Z]+-\d{2,3})\s*\|\s*(MUST|SHOULD)\s*\|(.*)\|(.*)\|(.*)\|\s*$/

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
      return [
        {
          id,
          family,
          level: level as Requirement['level'],
          statement: statement.trim(),
          section: section.trim(),
          tests: [...tests.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
        },
      ]
    })
