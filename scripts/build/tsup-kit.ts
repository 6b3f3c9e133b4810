import { defineConfig } from 'tsup'
import { libraryOptions } from './tsup-options'

/** The kit package (`payload-plugin-suite`): package.json "exports" mirrors these entries. */
const entries = {
  'reference/index': 'reference/index.ts',
  'conformance/index': 'conformance/kit/index.ts',
  'fixtures/index': 'fixtures/index.ts',
  'fixtures/browser': 'fixtures/browser.ts',
  'bin/payload-conformance': 'conformance/kit/cli.ts',
}

export default defineConfig({
  ...libraryOptions,
  entry: entries,
  // Without the repository's "paths", the plugin packages stay external: the kit depends on them.
  tsconfig: 'scripts/build/tsconfig.json',
  dts: {
    entry: Object.fromEntries(Object.entries(entries).filter(([name]) => !name.startsWith('bin/'))),
  },
})
