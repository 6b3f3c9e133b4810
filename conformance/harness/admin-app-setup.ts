/**
 * Vitest global setup of the browser project: builds the admin app (Payload admin + the fixtures'
 * site pages, Next.js production build) once for the implementation under test and hands its
 * location to the test files (inject('adminApp')). Each run builds into its own directory under
 * .payload-conformance/, removed at the end. For local iteration (the build takes minutes):
 * PPS_ADMIN_APP_KEEP=1 keeps it and prints where; PPS_ADMIN_APP_DIR=<that dir> reuses it (built for
 * this implementation among others, sources unchanged); PPS_ADMIN_APP_DEV=1 serves a fresh app with
 * Next's dev server (no build; source edits apply on reload).
 */
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { type AdminApp, buildAdminApp, readAdminApp } from '../../fixtures/admin-app'
import { loadImplementation, PACKAGE_ROOT, resolveImplementationPath } from '../kit/loader'
import { resolveReportDir } from '../kit/reporter'

/** Fixtures whose admin or site pages the browser families open (module paths, not imports). */
export const ADMIN_APP_FIXTURES = [
  'conformance/form-builder/fb-forms.ts',
  'conformance/dual-session/ds-site.ts',
  'conformance/queue-control/qc-admin.ts',
  'conformance/webhooks/wh-admin.ts',
  'conformance/admin-wiki/wk-wiki.ts',
].map((path) => resolve(PACKAGE_ROOT, path))

declare module 'vitest' {
  export interface ProvidedContext {
    adminApp: AdminApp
  }
}

export default async function setup(project: TestProject) {
  // A project's env (the self-check runs one project per implementation) outranks the process's.
  const env = { ...process.env, ...project.config.env }
  // Screenshots and traces describe this run only: a trace left by an earlier failure would mislead.
  for (const kept of ['screenshots', 'traces'])
    rmSync(join(resolveReportDir(env.CONFORMANCE_REPORT_DIR), kept), {
      force: true,
      recursive: true,
    })
  const implementationPath = resolveImplementationPath(env.CONFORMANCE_IMPL)
  const reuse = env.PPS_ADMIN_APP_DIR
  if (reuse) {
    const app = readAdminApp(reuse)
    if (!app.implementations.includes(implementationPath))
      throw new Error(
        `PPS_ADMIN_APP_DIR=${reuse} was built without ${implementationPath} (it serves ${app.implementations.join(', ')})`,
      )
    project.provide('adminApp', app)
    return
  }
  const implementation = await loadImplementation(implementationPath)
  const started = performance.now()
  const dir = join(
    process.cwd(),
    '.payload-conformance',
    `admin-app-${randomBytes(4).toString('hex')}`,
  )
  const dev = process.env.PPS_ADMIN_APP_DEV === '1'
  const app = await buildAdminApp({
    implementation,
    implementationPath,
    fixtures: ADMIN_APP_FIXTURES,
    dir,
    dev,
  })
  if (!dev)
    process.stdout.write(
      `admin app built in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    )
  project.provide('adminApp', app)
  return () => {
    if (process.env.PPS_ADMIN_APP_KEEP === '1')
      process.stdout.write(`admin app kept: PPS_ADMIN_APP_DIR=${relative(process.cwd(), dir)}\n`)
    else rmSync(dir, { force: true, recursive: true })
  }
}
