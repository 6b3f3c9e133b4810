import type { Page } from 'playwright-core'
import { JOBS, OPS_USER, queueJobs, VIEWER_USER } from '../../fixtures'
import { signInToAdmin } from '../../fixtures/admin-app/sign-in'
import { beforeEach, describeFamily, expect, implementation, test } from '../harness'
import { openNav, useAdminHost, useBrowser } from '../harness/browser'

const FIXTURE = new URL('./qc-admin.ts', import.meta.url)

interface PauseRecord {
  pausedBy: string | null
  pausedAt: string
  reason: string | null
  resumeAt: string | null
}

/** queue-status as the signed-in browser gets it. */
const queueStatus = async (page: Page, origin: string) => {
  const response = await page.request.get(`${origin}/api${JOBS}/queue-status`)
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    globalPause: PauseRecord | null
    queues: Array<{ queue: string; paused: boolean; pause: PauseRecord | null; queued: number }>
  }
}

describeFamily('QC', 'queue dashboard in the admin', () => {
  const admin = useAdminHost({ fixture: FIXTURE })
  const session = useBrowser()
  const store = () => implementation.createPauseStore!(admin().host.payload)

  beforeEach(async () => {
    await store().resume({ all: true })
    await admin().host.payload.delete({
      collection: 'payload-jobs',
      where: { id: { exists: true } },
    })
  })

  test('[QC-35] the dashboard pauses and resumes a queue and every queue through the pause store, recording who, when, why and until when', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, OPS_USER)
    // The nav starts closed (inert) at this width: the link is there, followed by address.
    const link = page.getByRole('link', { name: 'Queues' })
    expect(await link.getAttribute('href')).toBe('/admin/queues')
    await page.goto(`${origin}${await link.getAttribute('href')}`)
    const queue = page.getByRole('region', { name: 'Queue default' })
    await queue.getByText('Running').waitFor()

    await page.getByLabel('Reason (recorded with the pause)').fill('Mail provider outage')
    await page.getByLabel('Resume automatically after').selectOption({ label: '1 hour' })
    const before = Date.now()
    await queue.getByRole('button', { name: 'Pause default' }).click()
    await queue.getByText(`Paused by ${OPS_USER.email}`).waitFor()
    await queue.getByText('“Mail provider outage”').waitFor()
    await queue.getByText('Resumes by itself at').waitFor()
    // Spent on this pause: the next one starts without a reason or an automatic resume it did not choose.
    expect(await page.getByLabel('Reason (recorded with the pause)').inputValue()).toBe('')
    expect(await page.getByLabel('Resume automatically after').inputValue()).toBe('')
    const paused = (await queueStatus(page, origin)).queues.find(
      (entry) => entry.queue === 'default',
    )!
    expect(paused).toMatchObject({
      paused: true,
      pause: { pausedBy: OPS_USER.email, reason: 'Mail provider outage' },
    })
    const resumeIn = new Date(paused.pause!.resumeAt!).getTime() - before
    expect(resumeIn).toBeGreaterThan(55 * 60_000)
    expect(resumeIn).toBeLessThan(65 * 60_000)
    expect(await store().isPaused('default')).toBe(true)

    await queue.getByRole('button', { name: 'Resume default' }).click()
    await queue.getByRole('button', { name: 'Pause default' }).waitFor()
    expect((await queueStatus(page, origin)).queues[0]).toMatchObject({
      paused: false,
      pause: null,
    })

    await page.getByLabel('Reason (recorded with the pause)').fill('Database failover')
    await page.getByLabel('Resume automatically after').selectOption({ label: '1 hour' })
    const beforeAll = Date.now()
    await page.getByRole('button', { name: 'Pause all' }).click()
    await page.getByText('All queues are paused.').waitFor()
    await queue.getByText('Paused (all queues)').waitFor()
    // The banner says who paused everything, why and until when.
    const banner = page.getByText('All queues are paused.').locator('..')
    await banner.getByText('“Database failover”').waitFor()
    await banner.getByText('Resumes by itself at').waitFor()
    expect(await page.getByLabel('Reason (recorded with the pause)').inputValue()).toBe('')
    expect(await page.getByLabel('Resume automatically after').inputValue()).toBe('')
    await expect.poll(() => page.getByRole('button', { name: 'Resume all' }).isEnabled()).toBe(true)
    await session().snapshot('all-paused')
    const globalPause = (await queueStatus(page, origin)).globalPause!
    expect(globalPause).toMatchObject({ pausedBy: OPS_USER.email, reason: 'Database failover' })
    const allResumeIn = new Date(globalPause.resumeAt!).getTime() - beforeAll
    expect(allResumeIn).toBeGreaterThan(55 * 60_000)
    expect(allResumeIn).toBeLessThan(65 * 60_000)
    await page.getByRole('button', { name: 'Resume all' }).click()
    await page.getByRole('button', { name: 'Pause all' }).waitFor()
    expect((await queueStatus(page, origin)).globalPause).toBeNull()
    expect(await store().state()).toMatchObject({ global: false, queues: [] })
  })

  test('[QC-40] where the project keeps finished jobs (deleteJobOnComplete: false), the Succeeded tile has no note', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, OPS_USER, `/admin/queues`)
    const queue = page.getByRole('region', { name: 'Queue default' })
    await queue.getByText('Running').waitFor()
    await queue.locator('[data-count="succeeded"]').waitFor()
    expect(await queue.getByText(/Finished jobs are deleted/).count()).toBe(0)
  })

  test('[QC-36] users the queueControl guard refuses have no Queues link, are refused by the dashboard view and get a 403 from queue-status', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, VIEWER_USER)
    await page.getByRole('link', { name: 'Users' }).first().waitFor()
    expect(await page.getByRole('link', { name: 'Queues' }).count()).toBe(0)
    await page.goto(`${origin}/admin/queues`)
    await page.getByText('You are not allowed to see the queues.').waitFor()
    expect(await page.getByRole('button', { name: 'Pause all' }).count()).toBe(0)
    expect((await page.request.get(`${origin}/api${JOBS}/queue-status`)).status()).toBe(403)
    expect(
      (await page.request.post(`${origin}/api${JOBS}/queue-pause`, { data: {} })).status(),
    ).toBe(403)
  })

  test('[QC-37] the dashboard refreshes by itself: counts, the oldest queued age and pauses made elsewhere appear without reloading', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, OPS_USER, `/admin/queues`)
    const queue = page.getByRole('region', { name: 'Queue default' })
    await expect.poll(() => queue.locator('[data-count="queued"]').innerText()).toBe('0')
    await queue.getByText('none waiting').waitFor()
    // A reload would drop this mark. (framenavigated also counts the router's same-document history updates.)
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))

    await queueJobs(admin().host.payload, 3)
    await store().pause('default', { by: 'deploy script', reason: 'migrating' })
    await expect
      .poll(() => queue.locator('[data-count="queued"]').innerText(), { timeout: 15_000 })
      .toBe('3')
    await queue.getByText('Paused by deploy script').waitFor()
    await expect(queue.getByText('none waiting').count()).resolves.toBe(0)
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
  })

  test('[QC-39] the dashboard lists failed and recovered jobs; Retry runs a failed job again and Cancel cancels a recovered one still open', async () => {
    const { payload } = admin().host
    const [failed] = await queueJobs(payload, 1, 'failHard')
    await payload.jobs.runByID({ id: failed, silent: true })
    const [recovered] = await queueJobs(payload, 1)
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: recovered,
      data: { recoveredCount: 1, recoveredAt: new Date().toISOString() },
    })
    // Paused, so nothing runs the recovered job before the test cancels it.
    await store().pause('default', { by: 'test' })

    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, OPS_USER, `/admin/queues`)
    const failedRow = page
      .getByRole('region', { name: 'Failed jobs' })
      .locator(`tr[data-job="${failed}"]`)
    await failedRow.getByText('fails for good').waitFor()
    const recoveredRow = page
      .getByRole('region', { name: 'Recovered jobs' })
      .locator(`tr[data-job="${recovered}"]`)
    await recoveredRow.getByText('1×', { exact: false }).waitFor()

    await failedRow.getByRole('button', { name: 'Retry' }).click()
    await failedRow.waitFor({ state: 'detached' })
    expect(
      await payload.findByID({ collection: 'payload-jobs', id: failed, depth: 0 }),
    ).toMatchObject({ hasError: false, totalTried: 0 })

    await recoveredRow.getByRole('button', { name: 'Cancel' }).click()
    await recoveredRow.getByText('ended').waitFor()
    expect(
      (await payload.findByID({ collection: 'payload-jobs', id: recovered, depth: 0 })).error,
    ).toMatchObject({ cancelled: true })
  })
})

describeFamily(
  'QC',
  'queue dashboard where Payload deletes finished jobs (its default), in Chromium',
  () => {
    const admin = useAdminHost({ fixture: FIXTURE, options: { deletesCompleted: true } })
    const session = useBrowser()

    test('[QC-40] the dashboard carries the admin’s breadcrumb and reads on a phone (every counter whole at 390 px, nothing scrolls sideways), says its pause settings apply to Pause all and to each queue’s Pause, and, where Payload deletes finished jobs (its default), why Succeeded stays low', async () => {
      const { page } = session()
      const origin = admin().url
      await page.setViewportSize({ width: 390, height: 844 })
      await signInToAdmin(page, origin, OPS_USER)
      await openNav(page)
      await page.locator('.nav__wrap').getByRole('link', { name: 'Queues' }).click()
      await page.waitForURL((url) => url.pathname === '/admin/queues')
      const queue = page.getByRole('region', { name: 'Queue default' })
      await queue.getByText('Running').waitFor()
      await expect.poll(() => page.locator('.step-nav').innerText()).toMatch(/Queues$/)
      const tiles = await queue.locator('dl > div').all()
      expect(tiles).toHaveLength(8)
      for (const tile of tiles) {
        const fits = await tile.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return (
            box.left >= 0 &&
            box.right <= window.innerWidth &&
            element.scrollWidth <= element.clientWidth
          )
        })
        expect(fits, await tile.innerText()).toBe(true)
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
      await page
        .getByText(
          'The reason and the automatic resume apply to the next pause: of every queue (Pause all) or of one queue (its own Pause button below).',
        )
        .waitFor()
      // Payload's default: finished jobs are deleted, and the Succeeded tile says so.
      await queue
        .getByText(
          'Succeeded: Finished jobs are deleted (jobs.deleteJobOnComplete), so only kept ones count.',
        )
        .waitFor()
    })
  },
)

describeFamily(
  'QC',
  'an operator’s day on the Queues view (a runner in the app), in Chromium',
  () => {
    const admin = useAdminHost({ fixture: FIXTURE, options: { runner: { pollIntervalMs: 50 } } })
    const session = useBrowser()

    test('[QC-41] journey: from the dashboard through the nav to Queues, an operator pauses a queue with a reason, sees new work wait, resumes it and sees it run; finds a failed job under Failed jobs, retries it and sees it run again with all its task’s retries', async () => {
      const { payload } = admin().host
      const { page } = session()
      const origin = admin().url
      await signInToAdmin(page, origin, OPS_USER)
      await session().snapshot('1 dashboard')
      await openNav(page)
      await page.locator('.nav__wrap').getByRole('link', { name: 'Queues' }).click()
      await page.waitForURL((url) => url.pathname === '/admin/queues')
      await page.getByRole('heading', { name: 'Queues', level: 1 }).waitFor()
      const queue = page.getByRole('region', { name: 'Queue default' })
      const count = (name: string) => queue.locator(`[data-count="${name}"]`).innerText()
      await queue.getByText('Running').waitFor()
      await session().snapshot('2 queues running')

      // Paused with a reason: the queue says who paused it and why.
      await page.getByLabel('Reason (recorded with the pause)').fill('Mail provider maintenance')
      await queue.getByRole('button', { name: 'Pause default' }).click()
      await queue.getByText(`Paused by ${OPS_USER.email}`).waitFor()
      await queue.getByText('“Mail provider maintenance”').waitFor()
      await session().snapshot('3 paused with a reason')

      // The world queues work; the paused queue holds it, and the view shows it waiting without a reload.
      await queueJobs(payload, 2)
      await expect.poll(() => count('queued'), { timeout: 15_000 }).toBe('2')
      await expect
        .poll(() => queue.getByText('Oldest queued job:').innerText())
        .not.toContain('none waiting')
      expect(await count('succeeded')).toBe('0')
      await session().snapshot('4 work waits while paused')

      // Resumed: the runner takes the work.
      await queue.getByRole('button', { name: 'Resume default' }).click()
      await queue.getByRole('button', { name: 'Pause default' }).waitFor()
      await queue.getByText('Running').waitFor()
      await expect.poll(() => count('succeeded'), { timeout: 15_000 }).toBe('2')
      expect(await count('queued')).toBe('0')
      await queue.getByText('none waiting').waitFor()
      await session().snapshot('5 resumed, work ran')

      // A job of a task with 3 retries that always throws: 4 tries, then it fails for good.
      const [failing] = await queueJobs(payload, 1, 'failOnce')
      const failedJobs = page.getByRole('region', { name: 'Failed jobs' })
      const failedRow = failedJobs.locator('tbody tr', { hasText: `${failing} · failOnce` })
      await failedRow.getByText('fails, will retry').waitFor({ timeout: 20_000 })
      const tries = () => failedRow.locator('td').nth(3).innerText()
      expect(await tries()).toBe('4')
      await expect.poll(() => count('failed')).toBe('1')
      await session().snapshot('6 a failed job listed')

      // Held while the operator retries it, so the retried job is seen waiting before it runs.
      await page.getByLabel('Reason (recorded with the pause)').fill('Retrying a failed job')
      await queue.getByRole('button', { name: 'Pause default' }).click()
      await queue.getByText('“Retrying a failed job”').waitFor()
      await failedRow.getByRole('button', { name: 'Retry' }).click()
      await page.getByText(`Job ${failing} queued again.`).waitFor()
      await failedJobs.getByText('No failed jobs.').waitFor()
      await expect.poll(() => count('queued')).toBe('1')
      expect(await count('failed')).toBe('0')
      await session().snapshot('7 retried job waits')

      // Resumed, it runs again with all its task's retries: back under Failed jobs after 4 tries, not 1.
      await queue.getByRole('button', { name: 'Resume default' }).click()
      await queue.getByRole('button', { name: 'Pause default' }).waitFor()
      await failedRow.getByText('fails, will retry').waitFor({ timeout: 20_000 })
      expect(await tries()).toBe('4')
      await expect.poll(() => count('failed')).toBe('1')
      expect(await count('queued')).toBe('0')
      await session().snapshot('8 ran again with full retries')
    })
  },
)
