import type { Page, Response } from 'playwright-core'
import { seededFaker } from '../../fixtures'
import { describeFamily, expect, test } from '../harness'
import { useAdminHost, useBrowser } from '../harness/browser'
import {
  type Account,
  createEach,
  type DsSiteOptions,
  MEMBERS_COOKIE,
  SHARED_COOKIE,
} from './support'

const PROXY_SECRET = 'ds-browser-proxy-secret-0123456789'

const onLoginPage = (url: URL) => url.pathname === '/admin/login'

const signInToAdmin = async (page: Page, origin: string, staff: Account) => {
  await page.goto(`${origin}/admin`)
  await page.waitForURL(onLoginPage)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL((url) => !onLoginPage(url))
  await adminDashboardShown(page)
}

/** The dashboard of a signed-in admin: the nav lists the collections. */
const adminDashboardShown = (page: Page) =>
  page.getByRole('link', { name: 'Members' }).first().waitFor()

const signInToWebsite = async (page: Page, origin: string, member: Account) => {
  await page.goto(`${origin}/account`)
  await page.getByText('Not signed in').waitFor()
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText(`Signed in as ${member.email}`).waitFor()
}

const websiteShows = async (page: Page, origin: string, text: string) => {
  await page.goto(`${origin}/account`)
  await page.getByText(text).waitFor()
}

const cookieNames = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name).sort()

/** Both sessions in one browser context; each logout leaves the other alive across reloads. */
const bothSessionsSurvive = async (page: Page, origin: string, staff: Account, member: Account) => {
  await signInToAdmin(page, origin, staff)
  await signInToWebsite(page, origin, member)
  expect(await cookieNames(page)).toEqual(expect.arrayContaining([SHARED_COOKIE, MEMBERS_COOKIE]))

  // The admin, reloaded with both sessions in the browser, is still the staff member's.
  await page.goto(`${origin}/admin`)
  await adminDashboardShown(page)

  // Website logout: the admin session stays.
  await page.goto(`${origin}/account`)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByText('Not signed in').waitFor()
  await page.goto(`${origin}/admin`)
  await adminDashboardShown(page)
  expect(page.url()).not.toContain('/admin/login')

  // Admin logout: the website session stays.
  await signInToWebsite(page, origin, member)
  await page.goto(`${origin}/admin/logout`)
  await page.waitForURL(onLoginPage)
  await websiteShows(page, origin, `Signed in as ${member.email}`)
  expect(await cookieNames(page)).toContain(MEMBERS_COOKIE)
  expect(await cookieNames(page)).not.toContain(SHARED_COOKIE)
}

describeFamily('DS', 'admin and website sessions in a browser, without the proxy', () => {
  const admin = useAdminHost<DsSiteOptions>({ fixture: new URL('./ds-site.ts', import.meta.url) })
  const browser = useBrowser()

  test('[DS-30] without the proxy, an admin and a website session live in one browser and each logout leaves the other signed in', async () => {
    const faker = seededFaker(30)
    const [staff, member] = await createEach(admin().host, faker, 'staff', 'member')
    await bothSessionsSurvive(browser().page, admin().url, staff, member)
  })

  test('[DS-32] without the proxy, a browser with only a website session that opens /admin gets the admin login form, and nothing in the flow answers 400', async () => {
    const faker = seededFaker(32)
    const [staff, member] = await createEach(admin().host, faker, 'staff', 'member')
    const { page } = browser()
    const badRequests: string[] = []
    page.on('response', (response: Response) => {
      if (response.status() === 400)
        badRequests.push(`${response.request().method()} ${response.url()}`)
    })
    await signInToWebsite(page, admin().url, member)

    // Typed into the address bar: the login form, not "Unauthorized".
    await page.goto(`${admin().url}/admin`)
    await page.waitForURL(onLoginPage)
    await page.getByRole('button', { name: 'Login' }).waitFor()
    expect(await page.getByText(/unauthorized/i).count()).toBe(0)

    // Signing in from there works, and the website session is still there.
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await adminDashboardShown(page)
    await websiteShows(page, admin().url, `Signed in as ${member.email}`)
    await page.goto(`${admin().url}/admin`)
    await adminDashboardShown(page)
    expect(badRequests).toEqual([])
  })
})

describeFamily('DS', 'admin and website sessions in a browser, with the proxy', () => {
  const admin = useAdminHost<DsSiteOptions>({
    fixture: new URL('./ds-site.ts', import.meta.url),
    options: { proxySecret: PROXY_SECRET },
  })
  const browser = useBrowser()

  test('[DS-31] with the proxy, an admin and a website session live in one browser and each logout leaves the other signed in', async () => {
    const faker = seededFaker(31)
    const [staff, member] = await createEach(admin().host, faker, 'staff', 'member')
    await bothSessionsSurvive(browser().page, admin().url, staff, member)
    // The proxy in effect: a page load of the website's own API, typed into the address bar, is
    // the website's and sees the member. The fallback gives every page load to the admin, which no
    // member is signed in to (DS-28).
    const typed = await browser().page.goto(`${admin().url}/api/members/me`)
    expect(((await typed!.json()) as { user: Account | null }).user?.email).toBe(member.email)
  })
})
