import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildAdminApp } from '../../fixtures/admin-app'
import { describeFamily, expect, test } from '../harness'

describeFamily('HOST', 'the admin app a browser test drives', () => {
  test("[HOST-10] an admin app built for an implementation resolves the site pages' package imports named in its siteModules to that implementation's modules", async () => {
    // Under the project: the app resolves next and payload from the project's node_modules.
    const dir = join(process.cwd(), '.payload-conformance', `host-10-${process.pid}-${Date.now()}`)
    mkdirSync(dir, { recursive: true })
    try {
      const implementationPath = fileURLToPath(
        new URL('./implementations/empty.ts', import.meta.url),
      )
      const forkForm = fileURLToPath(new URL('./implementations/fork-form.tsx', import.meta.url))
      await buildAdminApp({
        implementationPath,
        implementation: {
          name: 'fork',
          siteModules: { '@payload-plugin-suite/form-builder/client': './fork-form.tsx' },
        },
        fixtures: [fileURLToPath(new URL('./basic-host.ts', import.meta.url))],
        dir,
        // Writing the project is what is under test; `next build` would only add a minute.
        dev: true,
      })
      const { compilerOptions } = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')) as {
        compilerOptions: { paths: Record<string, string[]> }
      }
      expect(
        compilerOptions.paths['@payload-plugin-suite/form-builder/client']?.map((path) =>
          resolve(dir, path),
        ),
      ).toEqual([forkForm])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
