import type { TestModule } from 'vitest/node'
import { DefaultReporter } from 'vitest/node'
import { familyOf, requirementIdOfTitle } from './requirement-id'

/** Per-plugin progress for long conformance runs: one line per finished file with its family tally. */
export default class ProgressReporter extends DefaultReporter {
  private done = new Map<string, { passed: number; total: number }>()

  override onTestModuleEnd(module: TestModule) {
    super.onTestModuleEnd(module)
    for (const test of module.children.allTests()) {
      const id = requirementIdOfTitle(test.name)
      const family = id ? familyOf(id)! : 'other'
      const tally = this.done.get(family) ?? { passed: 0, total: 0 }
      tally.total++
      if (test.result().state === 'passed') tally.passed++
      this.done.set(family, tally)
    }
    const progress = [...this.done]
      .map(([family, t]) => `${family} ${t.passed}/${t.total}`)
      .join('  ')
    this.ctx.logger.log(`progress: ${progress}`)
  }
}
