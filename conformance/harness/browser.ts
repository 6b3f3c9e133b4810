import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core'
import { inject } from 'vitest'
import { type AdminHost, startAdminHost } from '../../fixtures/admin-app'
import { launchBrowser } from '../../fixtures/chromium'
import { resolveReportDir } from '../kit/reporter'
import { implementation, implementationPath } from '../kit/under-test'
import { afterAll, afterEach, beforeAll, beforeEach } from '../kit/vitest'
import { useStarted } from './host'

/** Starts the admin app on a fixture's seeded data for the enclosing describe block (see startAdminHost). */
export const useAdminHost = <Options = Record<string, unknown>>(options: {
  fixture: URL | string
  options?: Options
  seed?: boolean
}): (() => AdminHost) =>
  useStarted(
    'useAdminHost',
    () =>
      startAdminHost({ app: inject('adminApp'), implementation, implementationPath, ...options }),
    180_000,
  )

export interface BrowserSession {
  browser: Browser
  /** A fresh browser context (own cookies and storage) per test. */
  context: BrowserContext
  page: Page
  /** Saves the page as it is now beside the test's final screenshot (`<title>--<label>.png`): for the states a test passes through. */
  snapshot: (label: string) => Promise<void>
}

const fileNameOf = (title: string) =>
  title
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)

const savePage = async (page: Page, name: string) => {
  const dir = join(resolveReportDir(), 'screenshots')
  mkdirSync(dir, { recursive: true })
  // A record, not a check: a tall page on a busy machine may take longer than a step may.
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, timeout: 60_000 })
}

/**
 * Whether tests record Playwright traces (kept for failing tests). PPS_BROWSER_TRACES=off saves
 * their cost where nobody opens a trace (this project's CI): form.ui's tests 132 s instead of 149 with
 * the other core busy, the browser files' summed time 1,768 s instead of 2,669 in CI (measured here).
 */
const tracing = process.env.PPS_BROWSER_TRACES !== 'off'

/**
 * One headless Chromium per file, a fresh context and page per test. Each test's final state is
 * saved as `<report dir>/screenshots/<title>.png`; a failing test also keeps its Playwright trace
 * (`<report dir>/traces/<title>.zip`, open with `npx playwright show-trace`).
 */
export const useBrowser = (): (() => BrowserSession) => {
  let browser: Browser | undefined
  let session: BrowserSession | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async ({ task }) => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } })
    // A built app answers within seconds, so a missing element fails fast; Next's dev server
    // compiles each route on its first request and needs minutes. A navigation gets twice an
    // element's wait: the first render of a view on a freshly started host ran past 15 s on a
    // loaded two-core machine (page.goto timeouts in a clean-clone CI run beside other work).
    const dev = inject('adminApp').dev
    context.setDefaultTimeout(dev ? 180_000 : 15_000)
    context.setDefaultNavigationTimeout(dev ? 180_000 : 30_000)
    if (tracing) await context.tracing.start({ screenshots: true, snapshots: true })
    const page = await context.newPage()
    const snapshot = (label: string) =>
      savePage(page, `${fileNameOf(task.name)}--${fileNameOf(label)}`)
    session = { browser: browser!, context, page, snapshot }
  })
  afterEach(async ({ task }) => {
    if (!session) return
    const { context, page } = session
    session = undefined
    const name = fileNameOf(task.name)
    await savePage(page, name).catch(() => {})
    if (tracing) {
      const traces = join(resolveReportDir(), 'traces')
      const failed = task.result?.state === 'fail'
      if (failed) mkdirSync(traces, { recursive: true })
      await context.tracing.stop(failed ? { path: join(traces, `${name}.zip`) } : undefined)
    }
    await context.close()
  }, 60_000)
  return () => {
    if (!session) throw new Error('useBrowser(): no page outside a test')
    return session
  }
}

/** A visible element's bounding box; throws, naming the locator, when it is not visible. */
export const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} is not visible`)
  return found
}

/** Opens the admin's side nav when it is closed (Payload keeps it closed until the reader opens it). */
export const openNav = async (page: Page) => {
  // The one toggler shown at this width (a phone-width admin has its own in the header).
  const toggler = page.locator('.nav-toggler:visible').first()
  const open = page.locator('.nav--nav-open .nav__wrap')
  await toggler.waitFor()
  // A closed nav is rendered but inert (Payload's NavWrapper); under load a click before the page has
  // hydrated does nothing, or the nav is marked open yet stays hidden (both seen in full runs):
  // toggle until it shows.
  for (let attempt = 0; attempt < 5 && !(await open.isVisible()); attempt++) {
    await toggler.click()
    await open.waitFor({ timeout: 3_000 }).catch(() => undefined)
  }
  await open.waitFor()
}

/**
 * Waits until a document form is quiet: no form-state request in flight and none started for longer
 * than the form's 250 ms change debounce. Payload's edit view merges a form-state reply into the
 * state the editor has by then and marks that merged state as sent, so a row added while a request
 * is in flight stays a loading skeleton until the next edit (Payload 3.90's Form). A person pauses
 * long enough; a test must wait for it before adding a row.
 */
export const watchFormState = (page: Page) => {
  let inFlight = 0
  let lastActivity = Date.now()
  const isFormState = (request: Request) =>
    request.method() === 'POST' && request.headers()['next-action'] !== undefined
  page.on('request', (request) => {
    if (!isFormState(request)) return
    inFlight++
    lastActivity = Date.now()
  })
  const finished = (request: Request) => {
    if (!isFormState(request)) return
    inFlight--
    lastActivity = Date.now()
  }
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  return {
    async settled(quietMs = 400) {
      const deadline = Date.now() + 20_000
      // The first wait covers a change whose debounced request has not started yet.
      await page.waitForTimeout(quietMs)
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline)
          throw new Error(
            `the form's state requests did not settle within 20 s (${inFlight} in flight)`,
          )
        await page.waitForTimeout(50)
      }
    },
  }
}
