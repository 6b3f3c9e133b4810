import { defineConfig } from 'tsup'

/** Subpath exports of the package, one entry each; package.json "exports" mirrors this list. */
export const entries = {
  'dual-session/index': 'reference/dual-session/index.ts',
  'jobs/index': 'reference/jobs/index.ts',
  'form-builder/index': 'reference/form-builder/index.ts',
  'admin-wiki/index': 'reference/admin-wiki/index.ts',
  'webhooks/index': 'reference/webhooks/index.ts',
  'reference/index': 'reference/index.ts',
  'conformance/index': 'conformance/index.ts',
  'fixtures/index': 'fixtures/index.ts',
  'bin/payload-conformance': 'conformance/cli.ts',
}

export default defineConfig({
  entry: entries,
  format: ['esm'],
  dts: { entry: Object.fromEntries(Object.entries(entries).filter(([name]) => !name.startsWith('bin/'))) },
  target: 'node20',
  platform: 'node',
  splitting: true,
  clean: true,
  sourcemap: true,
  // Everything in node_modules stays external: the host project provides payload and its adapters.
  skipNodeModulesBundle: true,
})
