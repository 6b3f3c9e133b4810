import { defineConfig } from 'tsup'

/** Subpath exports of the package, one entry each; package.json "exports" mirrors this list. */
export const entries = {
  'dual-session/index': 'reference/dual-session/index.ts',
  'dual-session/proxy': 'reference/dual-session/exports/proxy.ts',
  'jobs/index': 'reference/jobs/index.ts',
  'form-builder/index': 'reference/form-builder/index.ts',
  'form-builder/client': 'reference/form-builder/exports/client.ts',
  'form-builder/types': 'reference/form-builder/exports/types.ts',
  'admin-wiki/index': 'reference/admin-wiki/index.ts',
  'admin-wiki/types': 'reference/admin-wiki/exports/types.ts',
  'webhooks/index': 'reference/webhooks/index.ts',
  'webhooks/types': 'reference/webhooks/exports/types.ts',
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
