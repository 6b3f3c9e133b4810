import type { Options } from 'tsup'

/** What every package of this repository builds to: ESM for Node 20+, with its node_modules left external. */
export const libraryOptions = {
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  splitting: true,
  clean: true,
  sourcemap: true,
  // Peers and dependencies come from the installing project's node_modules.
  skipNodeModulesBundle: true,
} satisfies Options
