import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'tsup'
import { libraryOptions } from './tsup-options'

/**
 * Build of one reference plugin package, run from its folder (`npm run build -w reference/<plugin>`).
 * Entries follow the package's "exports" by convention: `.` is src/index.ts, `./name` is
 * src/exports/name.ts, so the export map is the only list to keep.
 */
const manifest = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>
}
const entry = Object.fromEntries(
  Object.keys(manifest.exports)
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) =>
      subpath === '.'
        ? ['index', 'src/index.ts']
        : [subpath.slice(2), `src/exports/${subpath.slice(2)}.ts`],
    ),
)

export default defineConfig({ ...libraryOptions, entry, dts: true })
