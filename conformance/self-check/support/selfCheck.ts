import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import reference from '../../../reference'
import { defineImplementation, type Implementation } from '../../kit/contract'

/**
 * A self-check implementation: the reference with `changes` in place, named as the self-check runner
 * names it, after its module's file (`moduleUrl` is that module's `import.meta.url`).
 */
export const selfCheck = (moduleUrl: string, changes: Partial<Implementation>) =>
  defineImplementation({
    ...reference,
    ...changes,
    name: `self-check: ${basename(fileURLToPath(moduleUrl)).replace(/\.tsx?$/, '')}`,
  })
