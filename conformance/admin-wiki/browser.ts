import type { Page } from 'playwright-core'
import type { AdminHost } from '../../fixtures/admin-app'
import { signInToAdmin } from '../../fixtures/admin-app/sign-in'
import { afterEach, expect } from '../harness'
import { useAdminHost, useBrowser } from '../harness/browser'
import type { WikiFixtureOptions } from './wk-wiki'

/** Users of the wk-wiki browser tests (see wikiAccess in wk-wiki.ts). */
export const people = {
  editor: { email: 'wiki-editor@example.test', password: 'wiki-editor-pass', roles: ['editor'] },
  reader: {
    email: 'wiki-reader@example.test',
    password: 'wiki-reader-pass',
    roles: ['reader'],
    team: 'red',
  },
}

/**
 * A browser page signed in as `person`, recording page errors, failed answers and every
 * targets-map request it makes; the recorded errors are checked after each test.
 */
const watchedSession = (browser: ReturnType<typeof useBrowser>, admin: () => AdminHost) => {
  let seen = { errors: [] as string[], failed: [] as string[] }
  let mapRequests: string[] = []
  // A test may sign in twice on one page; its listeners are added once, or each entry would count twice.
  const watched = new WeakSet<Page>()
  const watch = (page: Page) => {
    watched.add(page)
    page.on('pageerror', (error) => seen.errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        seen.errors.push(message.text())
    })
    page.on('request', (request) => {
      // Filed under the page view that asked (its Referer): the dashboard's may still be under way after sign-in.
      if (new URL(request.url()).pathname.endsWith('/targets-map'))
        mapRequests.push(
          `${new URL(request.headers().referer ?? 'about:blank').pathname} ${request.url()}`,
        )
    })
    page.on('response', (response) => {
      if (response.status() >= 400)
        seen.failed.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    })
  }
  afterEach(() => {
    const reported = seen
    seen = { errors: [], failed: [] }
    expect(reported).toEqual({ errors: [], failed: [] })
  })
  return {
    /** Answers a test expects to fail (e.g. a 404 page) are not reported. */
    expectFailed: (pattern: RegExp) => {
      seen.failed = seen.failed.filter((entry) => !pattern.test(entry))
    },
    /** targets-map requests made by the page view at `pathname`. */
    mapRequests: (pathname: string) =>
      mapRequests
        .filter((entry) => entry.startsWith(`${pathname} `))
        .map((entry) => entry.slice(pathname.length + 1)),
    /** Signs `person` in and opens `path` (default: the dashboard). */
    open: async (person: { email: string; password: string }, path?: string) => {
      const { page } = browser()
      page.setDefaultNavigationTimeout(180_000)
      mapRequests = []
      if (!watched.has(page)) watch(page)
      await signInToAdmin(page, admin().url, person, path)
      return page
    },
  }
}

/**
 * The wk-wiki admin app with `options` for the enclosing describe block, a browser, and a watched
 * session on them.
 */
export const useWikiAdmin = (options?: WikiFixtureOptions) => {
  const admin = useAdminHost<WikiFixtureOptions>({
    fixture: new URL('./wk-wiki.ts', import.meta.url),
    options,
  })
  const browser = useBrowser()
  return { admin, browser, session: watchedSession(browser, admin) }
}

/** Publishes the guide open in the create form and waits until the admin has left that form. */
export const publishNewGuide = async (page: Page) => {
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/create'))
}

/** The labels of what a new guide's body offers when the author types "/" in it. */
export const bodySlashMenu = async (page: Page, origin: string) => {
  await page.goto(`${origin}/admin/collections/wiki-pages/create`)
  await page.locator('.rich-text-lexical [contenteditable="true"]').first().click()
  await page.keyboard.type('/')
  const items = page.locator('.slash-menu-popup__item-text')
  await items.first().waitFor()
  return items.allInnerTexts()
}

/** A published guide, its title also written in `translated` locales; returns its id. */
export const publishGuide = async (
  admin: AdminHost,
  title: string,
  targets: Record<string, string[]>,
  translated: Record<string, string> = {},
) => {
  const { payload } = admin.host
  const guide = await payload.create({
    collection: 'wiki-pages',
    data: { _status: 'published', audience: 'everyone', title, ...targets } as never,
  })
  for (const [locale, localTitle] of Object.entries(translated)) {
    await payload.update({
      collection: 'wiki-pages',
      id: guide.id,
      locale: locale as never,
      data: { _status: 'published', title: localTitle } as never,
    })
  }
  return guide.id
}
