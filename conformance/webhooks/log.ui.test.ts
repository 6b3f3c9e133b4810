import { type AddressInfo, createServer } from 'node:net'
import type { Payload } from 'payload'
import type { Page } from 'playwright-core'
import { heldReply, WH_USER } from '../../fixtures'
import { signInToAdmin } from '../../fixtures/admin-app/sign-in'
import { beforeAll, describeFamily, expect, test, useReceiver } from '../harness'
import { openNav, useAdminHost, useBrowser } from '../harness/browser'
import { DELIVERIES } from './support'

const SUBSCRIPTIONS = 'webhook-subscriptions'

/** The wh-admin app with `options` for the enclosing describe block, a receiver and a browser. */
const useWebhooksAdmin = (options?: Record<string, unknown>) => ({
  receiver: useReceiver(),
  admin: useAdminHost({ fixture: new URL('./wh-admin.ts', import.meta.url), options }),
  session: useBrowser(),
})

/** Subscribes `url` to posts' `events` through the Local API. */
const subscribeToPostsLocally = (payload: Payload, url: string, events = ['create']) =>
  payload.create({ collection: SUBSCRIPTIONS, data: { url, collections: ['posts'], events } })

/** Follows the nav link `name` to the list of the collection `slug`. */
const openListFromNav = async (page: Page, name: string, slug: string) => {
  await openNav(page)
  await page.locator('.nav__wrap').getByRole('link', { name }).click()
  await page.waitForURL((url) => url.pathname === `/admin/collections/${slug}`)
}

/**
 * What on a delivery's page reaches past its main column (the sidebar's divider, or the window's
 * edge on a phone), as text to name it; and whether the page scrolls sideways.
 */
const outsideMainColumn = (page: Page) =>
  page.evaluate(() => {
    const edge = Math.min(
      document.querySelector('.document-fields__edit')!.getBoundingClientRect().right,
      document.documentElement.clientWidth,
    )
    const parts = [
      ...document.querySelectorAll(
        '.webhook-delivery section, .webhook-delivery section > *, .webhook-delivery dd',
      ),
    ]
    const outside = parts
      .filter((part) => part.getBoundingClientRect().right > edge + 0.5)
      .map((part) => (part.getAttribute('aria-label') ?? part.textContent ?? '').slice(0, 40))
    return document.documentElement.scrollWidth > document.documentElement.clientWidth
      ? [...outside, 'the page scrolls sideways']
      : outside
  })

interface Row {
  id: string
  status: string
  event: string
  subscriptionId: string
  attempt: number
}

describeFamily('WH', 'delivery log and subscriptions in the admin', () => {
  const { receiver, admin, session } = useWebhooksAdmin()
  let subscriptionId: string
  let refusedUrl: string
  const rows = async () =>
    (
      await admin().host.payload.find({
        collection: DELIVERIES,
        depth: 0,
        limit: 0,
        sort: 'createdAt',
        where: { subscriptionId: { equals: subscriptionId } },
      })
    ).docs as unknown as Row[]

  /** One delivery answered 200, one answered 500 with an HTML page (inline mode: one attempt each). */
  beforeAll(async () => {
    const { payload } = admin().host
    receiver().route('/ok', { status: 200, body: '{"received":true}' })
    receiver().route('/broken', {
      status: 500,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>Internal error</h1></body></html>',
    })
    const ok = await subscribeToPostsLocally(payload, receiver().urlFor('/ok'))
    subscriptionId = String(ok.id)
    await payload.create({ collection: 'posts', data: { title: 'Hello log' } })
    await payload.update({ collection: SUBSCRIPTIONS, id: ok.id, data: { enabled: false } })
    const broken = await subscribeToPostsLocally(payload, receiver().urlFor('/broken'))
    await payload.create({ collection: 'posts', data: { title: 'Broken receiver' } })
    await payload.update({ collection: SUBSCRIPTIONS, id: broken.id, data: { enabled: false } })
    // A port nothing listens on: the connection is refused, so the row has no response.
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    refusedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/refused`
    await new Promise((done) => closed.close(done))
    const refused = await subscribeToPostsLocally(payload, refusedUrl)
    await payload.create({ collection: 'posts', data: { title: 'Nobody listens' } })
    await payload.update({ collection: SUBSCRIPTIONS, id: refused.id, data: { enabled: false } })
    await payload.update({ collection: SUBSCRIPTIONS, id: ok.id, data: { enabled: true } })
  })

  test('[WH-53] the delivery log lists status pills, event, endpoint, attempt, response status and duration; a row opens as a read-only page with the body pretty-printed, the response as text and the error', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, WH_USER, `/admin/collections/${DELIVERIES}`)
    const headings = (await page.locator('table thead th').allInnerTexts())
      .map((text) => text.trim())
      .filter(Boolean)
    expect(headings.slice(0, 6)).toEqual([
      'Status',
      'Event',
      'Endpoint',
      'Attempt',
      'Response Status',
      'Duration (ms)',
    ])
    await page.locator('table tbody .pill', { hasText: 'success' }).first().waitFor()
    await page.locator('table tbody .pill', { hasText: 'dead' }).first().waitFor()
    // A delivery that got no response (connection refused) shows a dash, not Payload's "<No Response Status>".
    const refusedRow = page.locator('table tbody tr', { hasText: refusedUrl })
    await refusedRow.waitFor()
    const cells = (await refusedRow.locator('td').allInnerTexts()).map((text) => text.trim())
    const columns = (await page.locator('table thead th').allInnerTexts()).map((text) =>
      text.trim(),
    )
    expect(cells[columns.indexOf('Response Status')]).toBe('—')
    expect(cells[columns.indexOf('Duration (ms)')]).toMatch(/^\d+$/)
    expect(await page.locator('table tbody').innerText()).not.toContain('<No ')

    const broken = (
      await admin().host.payload.find({
        collection: DELIVERIES,
        depth: 0,
        where: { endpoint: { like: '/broken' } },
      })
    ).docs[0] as unknown as Row
    await page.goto(`${origin}/admin/collections/${DELIVERIES}/${broken.id}`)
    const body = page.getByRole('region', { name: 'Body sent' }).locator('pre')
    await body.waitFor()
    const text = await body.innerText()
    expect(JSON.parse(text)).toMatchObject({
      event: 'posts.created',
      data: { title: 'Broken receiver' },
    })
    expect(text).toContain('\n  "event": "posts.created"')
    // The receiver's HTML is shown as text, never rendered.
    await expect(
      page.getByRole('region', { name: 'Response' }).locator('pre').innerText(),
    ).resolves.toContain('<h1>Internal error</h1>')
    expect(await page.getByRole('heading', { name: 'Internal error' }).count()).toBe(0)
    await page.getByRole('region', { name: 'Error' }).getByText('500').first().waitFor()
    await page.getByRole('region', { name: 'Outcome' }).getByText('dead').waitFor()
    // No form of disabled inputs and no JSON editor (it loads from a CDN: a skeleton offline).
    expect(
      await page
        .locator('input[name="event"], textarea[name="responseBody"], .json-field, .code-editor')
        .count(),
    ).toBe(0)
    /** Once the attempts table (headed `heading` in the admin's language) has rows, nothing sticks out. */
    const expectInMainColumn = async (heading: string) => {
      await page.getByRole('region', { name: heading }).locator('tbody tr').first().waitFor()
      expect(await outsideMainColumn(page)).toEqual([])
    }
    // Every box stays in the main column, beside the sidebar and on a phone.
    await expectInMainColumn('Attempts of this event')
    await session().snapshot('delivery page')
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => outsideMainColumn(page)).toEqual([])
    await session().snapshot('delivery page on a phone')
    await page.setViewportSize({ width: 1280, height: 900 })
    await session().context.addCookies([
      {
        name: `${admin().host.payload.config.cookiePrefix || 'payload'}-lng`,
        value: 'de',
        url: origin,
      },
    ])
    await page.reload()
    await page.getByRole('region', { name: 'Gesendeter Body' }).locator('pre').waitFor()
    await expectInMainColumn('Versuche dieses Ereignisses')
    await session().snapshot('delivery page in German')
  })

  test('[WH-54] an operator opens a delivery from the log; Redeliver posts the 202 endpoint and opens the new row, whose history lists both attempts of the event', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, WH_USER)
    const [original] = await rows()
    const sentBefore = receiver().received('/ok').length
    // From the log, as an operator gets there: the row's first data cell (its status pill) is its link.
    await page.goto(`${origin}/admin/collections/${DELIVERIES}`)
    const rowLink = page.locator(`.table tbody tr a[href$="/${DELIVERIES}/${original.id}"]`)
    await expect.poll(() => rowLink.count()).toBe(1)
    expect(await rowLink.locator('.pill').innerText()).toBe(original.status)
    await rowLink.click()
    await page.waitForURL(
      (url) => url.pathname === `/admin/collections/${DELIVERIES}/${original.id}`,
    )
    const redeliver = page.waitForResponse((response) =>
      response.url().endsWith(`/${original.id}/redeliver`),
    )
    await page.getByRole('button', { name: 'Redeliver' }).click()
    expect((await redeliver).status()).toBe(202)
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith(`/admin/collections/${DELIVERIES}/`) &&
        !url.pathname.endsWith(`/${original.id}`),
    )
    const all = await rows()
    expect(all).toHaveLength(2)
    const fresh = all[1]
    expect(new URL(page.url()).pathname).toBe(`/admin/collections/${DELIVERIES}/${fresh.id}`)
    expect(fresh).toMatchObject({ status: 'success', event: original.event })
    expect(receiver().received('/ok')).toHaveLength(sentBefore + 1)
    const history = page.getByRole('region', { name: 'Attempts of this event' }).locator('tbody tr')
    await expect.poll(() => history.count()).toBe(2)
    await history.nth(1).getByText('(this row)').waitFor()
  })

  test('[WH-66] a redelivery is marked as one: its log row carries “redelivery” beside its status, and its page names the delivery it repeats, linked', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, WH_USER)
    const [original] = await rows()
    const answer = await page.request.post(`${origin}/api/${DELIVERIES}/${original.id}/redeliver`)
    expect(answer.status()).toBe(202)
    const { id: repeated } = (await answer.json()) as { id: string }
    await openListFromNav(page, 'Webhook deliveries', DELIVERIES)
    const cellOf = (id: string) =>
      page.locator(`.table tbody tr a.delivery-status-cell[href$="/${DELIVERIES}/${id}"]`)
    await cellOf(repeated).waitFor()
    expect(await cellOf(repeated).locator('.pill').allInnerTexts()).toEqual([
      expect.any(String),
      'redelivery',
    ])
    expect(await cellOf(original.id).locator('.pill').allInnerTexts()).toEqual([original.status])
    await session().snapshot('log with a redelivery')
    await cellOf(repeated).click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/${DELIVERIES}/${repeated}`)
    const outcome = page.getByRole('region', { name: 'Outcome' })
    await outcome.getByText('Redelivery of').waitFor()
    await outcome.getByRole('link', { name: new RegExp(`^${original.id} \\(`) }).click()
    await page.waitForURL(
      (url) => url.pathname === `/admin/collections/${DELIVERIES}/${original.id}`,
    )
    await page.getByRole('region', { name: 'Outcome' }).getByText(original.event).waitFor()
    expect(
      await page.getByRole('region', { name: 'Outcome' }).getByText('Redelivery of').count(),
    ).toBe(0)
  })

  test('[WH-55] Send test event on a subscription delivers webhook.test, links its log row, and the panel shows the subscription’s recent health', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(
      page,
      origin,
      WH_USER,
      `/admin/collections/${SUBSCRIPTIONS}/${subscriptionId}`,
    )
    const panel = page.locator('.webhook-test-event')
    await panel.getByText('Failure streak').waitFor()
    const test = page.waitForResponse((response) =>
      response.url().endsWith(`/${subscriptionId}/test`),
    )
    await panel.getByRole('button', { name: 'Send test event' }).click()
    expect((await test).status()).toBe(202)
    await panel.getByText(/Test delivery .*: success/).waitFor()
    const received = receiver().received('/ok').at(-1)!
    expect(JSON.parse(received.rawBody)).toMatchObject({ event: 'webhook.test' })
    await panel.getByRole('link').first().click()
    await page.getByRole('region', { name: 'Outcome' }).getByText('webhook.test').waitFor()
    // Health as the delivery path recorded it on the subscription.
    await page.goto(`${origin}/admin/collections/${SUBSCRIPTIONS}/${subscriptionId}`)
    const healthValue = (label: string) =>
      page
        .locator('.webhook-test-event dt', { hasText: label })
        .locator('xpath=following-sibling::dd[1]')
    await expect.poll(() => healthValue('Last success').innerText()).not.toBe('—')
    // Shown once, readable: the raw health fields are not repeated as disabled inputs.
    for (const rawLabel of ['Last Success At', 'Failure Streak'])
      expect(await page.getByText(rawLabel, { exact: true }).count(), rawLabel).toBe(0)

    // A failed test event: the panel then shows when the subscription last failed and how many in a row.
    expect(await healthValue('Failure streak').innerText()).toBe('0')
    receiver().once({ status: 500, body: 'down for a moment' })
    const failing = page.waitForResponse((response) =>
      response.url().endsWith(`/${subscriptionId}/test`),
    )
    await page
      .locator('.webhook-test-event')
      .getByRole('button', { name: 'Send test event' })
      .click()
    expect((await failing).status()).toBe(202)
    await page.reload()
    await expect.poll(() => healthValue('Failure streak').innerText()).toBe('1')
    expect(await healthValue('Last failure').innerText()).not.toBe('—')
    await session().snapshot('failing')
  })

  test('[WH-64] the subscription list shows each subscription’s health and its collections and events by label; a subscription’s secret is masked until shown and copies in one click; its last error shows only while it fails', async () => {
    const { payload } = admin().host
    let flakyCalls = 0
    receiver().route('/flaky', () =>
      flakyCalls++ === 0 ? { status: 500, body: 'flaky is down' } : {},
    )
    const flaky = await subscribeToPostsLocally(payload, receiver().urlFor('/flaky'))
    // Sent nothing yet: it listens for deletes only.
    await subscribeToPostsLocally(payload, receiver().urlFor('/idle'), ['delete'])
    await payload.create({ collection: 'posts', data: { title: 'Flaky receiver' } })

    const { page } = session()
    const origin = admin().url
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    await signInToAdmin(page, origin, WH_USER)
    await openListFromNav(page, 'Webhook subscriptions', SUBSCRIPTIONS)
    const columns = (await page.locator('table thead th').allInnerTexts()).map((text) =>
      text.trim(),
    )
    expect(columns).toContain('Health')
    const cellOf = async (url: string, column: string) => {
      const cells = (
        await page.locator('table tbody tr', { hasText: url }).first().locator('td').allInnerTexts()
      ).map((text) => text.trim())
      return cells[columns.indexOf(column)]
    }
    expect(await cellOf(receiver().urlFor('/flaky'), 'Health')).toBe('Failing (1 in a row)')
    expect(await cellOf(receiver().urlFor('/idle'), 'Health')).toBe('No deliveries yet')
    expect(await cellOf(receiver().urlFor('/broken'), 'Health')).toBe('Disabled')
    // Options by label, not by slug.
    expect(await cellOf(receiver().urlFor('/flaky'), 'Collections')).toBe('Posts')
    expect(await cellOf(receiver().urlFor('/flaky'), 'Events')).toBe('Created')
    expect(columns).not.toContain('Test Event')
    await session().snapshot('health column while one fails')

    await page
      .locator('table tbody tr', { hasText: receiver().urlFor('/flaky') })
      .getByRole('link')
      .first()
      .click()
    await page.waitForURL(
      (url) => url.pathname === `/admin/collections/${SUBSCRIPTIONS}/${flaky.id}`,
    )
    const secret = page.getByLabel('Signing secret')
    await secret.waitFor()
    expect(await secret.innerText()).not.toContain(flaky.secret as string)
    expect(await secret.innerText()).toMatch(/•{8,}/)
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    expect(await secret.innerText()).toBe(flaky.secret)
    await page.getByRole('button', { name: 'Copy', exact: true }).click()
    await page.getByText('Signing secret copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(flaky.secret)

    const panel = page.locator('.webhook-test-event')
    await panel.locator('dt', { hasText: 'Last error' }).waitFor()
    await session().snapshot('failing subscription, secret shown')
    await panel.getByRole('button', { name: 'Send test event' }).click()
    await panel.getByText(/Test delivery .*: success/).waitFor()
    await page.reload()
    await panel.getByText('Failure streak').waitFor()
    expect(await panel.locator('dt', { hasText: 'Last error' }).count()).toBe(0)
    // Back in the list by the breadcrumb: recovered, it reads healthy.
    await page.locator('.step-nav').getByRole('link', { name: 'Webhook subscriptions' }).click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/${SUBSCRIPTIONS}`)
    await expect.poll(() => cellOf(receiver().urlFor('/flaky'), 'Health')).toBe('Healthy')
    await payload.update({ collection: SUBSCRIPTIONS, id: flaky.id, data: { enabled: false } })
  })
})

describeFamily('WH', 'delivery log without a runner', () => {
  const { receiver, admin, session } = useWebhooksAdmin({ jobsWithoutRunner: true })

  test('[WH-56] when deliveries queue on a queue no runner covers, the delivery log warns and shows how long the oldest pending delivery has waited', async () => {
    const { payload } = admin().host
    await payload.create({
      collection: SUBSCRIPTIONS,
      data: { url: receiver().urlFor('/queued'), collections: ['posts'] },
    })
    await payload.create({ collection: 'posts', data: { title: 'Waits' } })
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, WH_USER, `/admin/collections/${DELIVERIES}`)
    await page.getByText(/no job runner covers it/).waitFor()
    await page
      .getByText(/1 pending delivery; the oldest has waited (\d+ (s|min)|under a second)/)
      .waitFor()
    await page.locator('table tbody .pill', { hasText: 'pending' }).first().waitFor()
    expect(receiver().received('/queued')).toHaveLength(0)
  })

  test('[WH-65] with the jobs plugin’s queue control, the delivery log names a paused delivery queue, who paused it and why, and links to the Queues dashboard, where resuming it clears the warning', async () => {
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, WH_USER)
    expect(
      (
        await page.request.post(`${origin}/api/payload-jobs/queue-pause`, {
          data: { queue: 'default', reason: 'Receiver maintenance' },
        })
      ).status(),
    ).toBe(200)
    await openListFromNav(page, 'Webhook deliveries', DELIVERIES)
    const paused = page.getByText(
      /The queue ‘default’ has been paused by webhooks-admin@example\.test for (\d+ (s|min)|under a second) \(“Receiver maintenance”\): deliveries wait until it resumes\./,
    )
    await paused.waitFor()
    await session().snapshot('paused queue named on the log')
    await page.getByRole('link', { name: 'Open Queues' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/queues')
    const queue = page.getByRole('region', { name: 'Queue default' })
    await queue.getByRole('button', { name: 'Resume default' }).click()
    await queue.getByRole('button', { name: 'Pause default' }).waitFor()
    await openListFromNav(page, 'Webhook deliveries', DELIVERIES)
    // The log's banners have rendered (this host has no runner), without the pause.
    await page.getByText(/no job runner covers it/).waitFor()
    expect(await page.getByText(/has been paused/).count()).toBe(0)
  })
})

describeFamily('WH', 'a runner out of the box in the admin app', () => {
  // A minute per attempt, so that a reply the test holds is not cut off first.
  const { receiver, admin, session } = useWebhooksAdmin({
    jobsRunner: true,
    delivery: { timeoutMs: 60_000 },
  })

  test('[WH-57] in an app using jobs({ runner }), a post saved in the admin is delivered with no queue call, and the log shows it succeeded without a runner warning', async () => {
    const { payload } = admin().host
    await subscribeToPostsLocally(payload, receiver().urlFor('/from-admin'))
    const { page } = session()
    const origin = admin().url
    await signInToAdmin(page, origin, WH_USER, `/admin/collections/posts/create`)
    await page.getByLabel('Title').fill('Saved in the admin')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/create'))
    await expect.poll(() => receiver().received('/from-admin').length, { timeout: 15_000 }).toBe(1)
    expect(JSON.parse(receiver().received('/from-admin')[0].rawBody)).toMatchObject({
      event: 'posts.created',
      data: { title: 'Saved in the admin' },
    })
    await page.goto(`${origin}/admin/collections/${DELIVERIES}`)
    await page.locator('table tbody .pill', { hasText: 'success' }).first().waitFor()
    expect(await page.getByText(/no job runner covers it/).count()).toBe(0)
  })

  test('[WH-67] while a runner can still send a pending delivery, its page and the log refresh themselves: it turns to its outcome with no reload', async () => {
    const { payload } = admin().host
    // The receiver holds each answer until the test has seen the row pending.
    let held = heldReply()
    receiver().route('/slow', () => ({ status: 200, body: 'ok', until: held.until }))
    await subscribeToPostsLocally(payload, receiver().urlFor('/slow'))
    const latest = async () =>
      (
        (
          await payload.find({
            collection: DELIVERIES,
            depth: 0,
            limit: 1,
            sort: '-createdAt',
            where: { endpoint: { equals: receiver().urlFor('/slow') } },
          })
        ).docs as unknown as Row[]
      )[0]

    // Its own page, as whoever just pressed Redeliver has it open.
    await payload.create({
      collection: 'posts',
      data: { title: 'Slow receiver, watched on its page' },
    })
    const watched = await latest()
    const { page } = session()
    await signInToAdmin(
      page,
      admin().url,
      WH_USER,
      `/admin/collections/${DELIVERIES}/${watched.id}`,
    )
    const loads: string[] = []
    page.on('load', () => loads.push(page.url()))
    const outcome = page.getByRole('region', { name: 'Outcome' }).locator('.pill').first()
    expect(await outcome.innerText()).toBe('pending')
    await session().snapshot('pending delivery page')
    held.release()
    await expect.poll(() => outcome.innerText(), { timeout: 20_000 }).toBe('success')
    await page.getByRole('heading', { name: 'Response (HTTP 200)' }).waitFor()
    expect(loads).toEqual([])
    await session().snapshot('delivery page after its outcome')

    // The log.
    held = heldReply()
    await payload.create({ collection: 'posts', data: { title: 'Slow receiver' } })
    const row = await latest()
    await page.goto(`${admin().url}/admin/collections/${DELIVERIES}`)
    loads.length = 0
    const pill = page
      .locator(`.table tbody tr a.delivery-status-cell[href$="/${DELIVERIES}/${row.id}"] .pill`)
      .first()
    expect(await pill.innerText()).toBe('pending')
    await session().snapshot('pending row')
    held.release()
    await expect.poll(() => pill.innerText(), { timeout: 20_000 }).toBe('success')
    expect(loads).toEqual([])
  })
})

describeFamily(
  'WH',
  'an operator mends a failed delivery (a runner in the app, no automatic retries), in Chromium',
  () => {
    const { receiver, admin, session } = useWebhooksAdmin({
      jobsRunner: true,
      delivery: { retries: 0, timeoutMs: 60_000 },
    })

    test('[WH-68] journey: from the dashboard through the nav to the delivery log, an operator opens a failed delivery from its row, reads why it failed, redelivers it, follows the redelivery (marked as one) and sees it succeed without reloading', async () => {
      const { payload } = admin().host
      // The receiver is down for the first request, then answers once the redelivery has been seen pending.
      const redeliveryAnswer = heldReply()
      let calls = 0
      receiver().route('/journey', () =>
        calls++ === 0
          ? {
              status: 503,
              headers: { 'content-type': 'application/json' },
              body: '{"error":"orders database is read-only"}',
            }
          : { status: 200, body: '{"received":true}', until: redeliveryAnswer.until },
      )
      const endpoint = receiver().urlFor('/journey')
      await subscribeToPostsLocally(payload, endpoint)
      await payload.create({ collection: 'posts', data: { title: 'Spring sale' } })
      const dead = async () =>
        (
          await payload.find({
            collection: DELIVERIES,
            depth: 0,
            where: { endpoint: { equals: endpoint }, status: { equals: 'dead' } },
          })
        ).docs as unknown as Row[]
      await expect.poll(async () => (await dead()).length, { timeout: 15_000 }).toBe(1)
      const [failed] = await dead()

      const { page } = session()
      const origin = admin().url
      await signInToAdmin(page, origin, WH_USER)
      await session().snapshot('1 dashboard')
      await openListFromNav(page, 'Webhook deliveries', DELIVERIES)
      const rowsTo = page.locator('.table tbody tr', { hasText: endpoint })
      await expect.poll(() => rowsTo.count()).toBe(1)
      const failedCell = rowsTo.locator(
        `a.delivery-status-cell[href$="/${DELIVERIES}/${failed.id}"]`,
      )
      expect(await failedCell.locator('.pill').allInnerTexts()).toEqual(['dead'])
      await session().snapshot('2 log with the failed delivery')

      // Opened from its row: why it failed.
      await failedCell.click()
      await page.waitForURL(
        (url) => url.pathname === `/admin/collections/${DELIVERIES}/${failed.id}`,
      )
      const outcome = page.getByRole('region', { name: 'Outcome' })
      await outcome.getByText('dead').waitFor()
      await page
        .getByRole('region', { name: 'Response' })
        .getByText('orders database is read-only')
        .waitFor()
      await page.getByRole('heading', { name: 'Response (HTTP 503)' }).waitFor()
      await page.getByRole('region', { name: 'Error' }).getByText('503').first().waitFor()
      await session().snapshot('3 failed delivery opened')

      // Redeliver: the new row opens, marked as a redelivery of the failed one, and pending.
      await page.getByRole('button', { name: 'Redeliver' }).click()
      await page.getByText(/^Redelivery \S+ is pending$/).waitFor()
      await page.waitForURL(
        (url) =>
          url.pathname.startsWith(`/admin/collections/${DELIVERIES}/`) &&
          !url.pathname.endsWith(`/${failed.id}`),
      )
      const redelivery = new URL(page.url()).pathname.split('/').at(-1)!
      await outcome.getByText('Redelivery of').waitFor()
      await outcome.getByRole('link', { name: new RegExp(`^${failed.id} \\(dead, `) }).waitFor()
      expect(await outcome.locator('.pill').first().innerText()).toBe('pending')
      await page
        .getByRole('region', { name: 'Attempts of this event' })
        .locator('tbody tr')
        .nth(1)
        .waitFor()
      expect(await outsideMainColumn(page)).toEqual([])
      await session().snapshot('4 redelivery opened, pending')

      // Back to the log by the breadcrumb: the redelivery is marked, pending, and turns to success by itself.
      await page.locator('.step-nav').getByRole('link', { name: 'Webhook deliveries' }).click()
      await page.waitForURL((url) => url.pathname === `/admin/collections/${DELIVERIES}`)
      const redeliveryCell = page.locator(
        `.table tbody tr a.delivery-status-cell[href$="/${DELIVERIES}/${redelivery}"]`,
      )
      await redeliveryCell.waitFor()
      expect(await redeliveryCell.locator('.pill').allInnerTexts()).toEqual([
        'pending',
        'redelivery',
      ])
      expect(await failedCell.locator('.pill').allInnerTexts()).toEqual(['dead'])
      await session().snapshot('5 log with the redelivery pending')
      const loads: string[] = []
      page.on('load', () => loads.push(page.url()))
      redeliveryAnswer.release()
      await expect
        .poll(() => redeliveryCell.locator('.pill').allInnerTexts(), { timeout: 20_000 })
        .toEqual(['success', 'redelivery'])
      expect(loads).toEqual([])
      await session().snapshot('6 log with the redelivery succeeded')

      // Its page: the receiver's answer, and both attempts of the event.
      await redeliveryCell.click()
      await page.waitForURL(
        (url) => url.pathname === `/admin/collections/${DELIVERIES}/${redelivery}`,
      )
      await page.getByRole('region', { name: 'Outcome' }).getByText('success').waitFor()
      await page.getByRole('heading', { name: 'Response (HTTP 200)' }).waitFor()
      await page.getByRole('region', { name: 'Response' }).getByText('{"received":true}').waitFor()
      const history = page
        .getByRole('region', { name: 'Attempts of this event' })
        .locator('tbody tr')
      await expect.poll(() => history.count()).toBe(2)
      await history.nth(1).getByText('(this row)').waitFor()
      expect(receiver().received('/journey')).toHaveLength(2)
      await session().snapshot('7 redelivery succeeded')
    })
  },
)
