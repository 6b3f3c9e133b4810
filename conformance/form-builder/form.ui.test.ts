import type { Locator, Page } from 'playwright-core'
import { signInToAdmin } from '../../fixtures/admin-app/sign-in'
import { afterEach, describeFamily, expect, test } from '../harness'
import { box, openNav, useAdminHost, useBrowser } from '../harness/browser'
import { defaultFbState } from './fb-forms'
import { choiceField, choices, createForm, fieldErrors, richText } from './support'

// A real 1×1 PNG: the host's upload collection probes image dimensions.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
// File types are judged by their bytes: a PDF starts with `%PDF`, a Windows program with `MZ`.
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n')
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)])

/** The editor the fixture seeds. */
const EDITOR = { email: 'editor@example.test', password: 'editor-password' }

const COLORS = choices({ red: 'Red', blue: 'Blue', green: 'Green' })

/** A job application over three steps: the visitor's journey (FB-73) and the editor's (FB-74). */
const application = {
  title: 'Job application',
  fields: [
    { blockType: 'text', name: 'name', label: 'Full name', required: true },
    { blockType: 'email', name: 'email', label: 'Email', required: true },
    {
      blockType: 'file',
      name: 'cv',
      label: 'CV',
      required: true,
      accept: 'application/pdf, image/png',
      maxSize: 100_000,
    },
    {
      blockType: 'consent',
      name: 'privacy',
      label: 'Privacy',
      source: 'privacy-v1',
      required: true,
    },
  ],
  steps: [
    { title: 'About you', fields: ['name', 'email'] },
    { title: 'Your CV', fields: ['cv'] },
    { title: 'Consent', fields: ['privacy'] },
  ],
  response: {
    type: 'message',
    message: richText('Thanks for applying. We will be in touch within a week.'),
  },
}

/** A form with one field of every built-in type (the fixture has uploads and consent sources). */
const everyType = {
  title: 'Every field',
  fields: [
    { blockType: 'message', message: richText('Tell us about your project.') },
    { blockType: 'text', name: 'name', label: 'Full name', required: true, width: 50 },
    { blockType: 'email', name: 'email', label: 'Email', required: true, width: 50 },
    { blockType: 'textarea', name: 'about', label: 'About you' },
    { blockType: 'number', name: 'age', label: 'Age', width: 50 },
    { blockType: 'date', name: 'start', label: 'Start date', width: 50 },
    choiceField('select', 'plan', 'Plan', { basic: 'Basic plan', pro: 'Pro plan' }),
    choiceField('radio', 'contact', 'Preferred contact', { email: 'By email', phone: 'By phone' }),
    { blockType: 'checkbox', name: 'newsletter', label: 'Send me the newsletter' },
    { blockType: 'country', name: 'country', label: 'Country' },
    { blockType: 'hidden', name: 'campaign', defaultValue: 'spring' },
    { blockType: 'consent', name: 'privacy', source: 'privacy-v1', required: true },
    {
      blockType: 'file',
      name: 'cv',
      label: 'CV',
      accept: 'image/png, application/pdf',
      maxSize: 100_000,
    },
    {
      blockType: 'repeater',
      name: 'team',
      label: 'Team',
      columns: [
        { name: 'member', label: 'Member', required: true },
        { name: 'role', label: 'Role' },
      ],
    },
  ],
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement)

/** Presses Tab until `locator` has the focus (at most `max` times): reachable by keyboard, in order. */
const tabTo = async (page: Page, locator: Locator, max = 6) => {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab')
    if (await isFocused(locator)) return
  }
  throw new Error(`Tab did not reach ${locator}`)
}

/** Text of the elements an element's aria-describedby names, as laid out (a paragraph break is a space). */
const description = (locator: Locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.innerText ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )

describeFamily('FB', '<Form> on a site page, in Chromium', () => {
  const state = {
    ...defaultFbState(),
    consentSources: [
      {
        id: 'privacy-v1',
        title: 'Privacy policy',
        statement: richText('We keep your answers for 30 days.'),
      },
      { id: 'newsletter', title: 'Newsletter' },
      {
        id: 'terms-v2',
        title: 'Terms of use',
        url: 'https://example.test/terms',
        statement: richText('Play fair with other members.'),
        locales: {
          de: {
            title: 'Nutzungsbedingungen',
            url: 'https://example.test/de/terms',
            statement: richText('Bleiben Sie fair zu anderen Mitgliedern.'),
          },
        },
      },
    ],
  }
  const admin = useAdminHost({
    fixture: new URL('./fb-forms.ts', import.meta.url),
    options: { state },
  })
  const browser = useBrowser()

  // What the page reported as broken: uncaught errors and console errors (React's included).
  let pageErrors: string[] = []
  afterEach(() => {
    const reported = pageErrors
    pageErrors = []
    expect(reported).toEqual([])
  })

  /** The test's page, with short timeouts and its errors reported (see afterEach). */
  const watchedPage = () => {
    const { page } = browser()
    // A missing element fails the test in seconds, not at Playwright's default of minutes.
    page.setDefaultTimeout(20_000)
    // Next's dev server (PPS_ADMIN_APP_DEV=1) compiles a route on its first request.
    page.setDefaultNavigationTimeout(60_000)
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      // The browser logs every 4xx answer; a rejected submission is part of some tests.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        pageErrors.push(message.text())
    })
    return page
  }

  /** Opens a form's site page (conformance/form-builder/site/forms/[id]/page.tsx) once it is interactive. */
  const visit = async <T extends { id: string | number }>(form: T, query = '') => {
    const page = watchedPage()
    await page.goto(`${admin().url}/forms/${form.id}${query}`, { waitUntil: 'networkidle' })
    return { form, page }
  }

  /** Creates a form and opens its site page. */
  const open = async (data: Record<string, unknown>, query = '') =>
    visit(await createForm(admin().host, data), query)

  const submissionsOf = async (form: { id: string | number }) =>
    (
      await admin().host.payload.find({
        collection: 'form-submissions',
        where: { form: { equals: form.id } },
        depth: 0,
        sort: 'createdAt',
      })
    ).docs as Array<Record<string, any>>

  /** Clicks the submit button and waits for the intake's answer. */
  const submit = async (page: Page, name = 'Submit') => {
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/form-submissions') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name }).click()
    return answered
  }

  const fillEveryType = async (page: Page) => {
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ann Example')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ann@example.test')
    await page.getByLabel('About you', { exact: true }).fill('I build boats.')
    await page.getByLabel('Age', { exact: true }).fill('42')
    await page.getByLabel('Start date', { exact: true }).fill('2030-05-17')
    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Pro plan' })
    await page.getByRole('radio', { name: 'By phone' }).check()
    await page.getByLabel('Send me the newsletter', { exact: true }).check()
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' })
    await page.getByRole('checkbox', { name: 'Privacy policy' }).check()
    await page
      .getByLabel('CV', { exact: true })
      .setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('button', { name: 'Add row' }).click()
    await page.getByLabel('Member').fill('Bo')
    await page.getByLabel('Role').fill('Design')
  }

  test('[FB-40] every built-in field type renders from a server page and its answer is stored', async () => {
    const { form, page } = await open(everyType)
    // Before React hydrates, a click would submit the form natively (a GET with the answers in the URL).
    const html = await (await fetch(page.url())).text()
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>Submit<\/button>/)
    await expect.poll(() => page.getByText('Tell us about your project.').isVisible()).toBe(true)
    // Options show their labels; the answers are their values.
    expect(
      await page.getByLabel('Plan', { exact: true }).locator('option').allTextContents(),
    ).toEqual(['Choose…', 'Basic plan', 'Pro plan'])
    expect(
      await page.getByRole('radiogroup', { name: 'Preferred contact' }).getByRole('radio').count(),
    ).toBe(2)
    // The hidden field renders nothing at all: no control, not even an input of type hidden.
    expect(await page.locator('form [name="campaign"], form [id*="campaign"]').count()).toBe(0)
    await fillEveryType(page)
    await browser().snapshot('filled')
    expect((await submit(page)).status()).toBe(201)
    await page.getByText('Thank you, your answers were sent.').waitFor()

    const [submission] = await submissionsOf(form)
    expect(submission.values).toEqual({
      name: 'Ann Example',
      email: 'ann@example.test',
      about: 'I build boats.',
      age: 42,
      start: '2030-05-17',
      plan: 'pro',
      contact: 'phone',
      newsletter: true,
      country: 'DE',
      campaign: 'spring',
      privacy: true,
      cv: expect.anything(),
      team: [{ member: 'Bo', role: 'Design' }],
    })
    expect(submission.descriptors.plan.options).toEqual([{ value: 'pro', label: 'Pro plan' }])
    expect(submission.descriptors.contact.options).toEqual([{ value: 'phone', label: 'By phone' }])
  })

  test('[FB-41] repeater rows are added and removed in place and stored as rows', async () => {
    const { form, page } = await open({
      title: 'Guests',
      fields: [
        {
          blockType: 'repeater',
          name: 'guests',
          label: 'Guests',
          minRows: 1,
          maxRows: 3,
          columns: [
            { name: 'guest', label: 'Guest', required: true },
            { name: 'email', label: 'Guest email', type: 'email' },
          ],
        },
      ],
    })
    const rows = page.locator('.pps-form__repeater-row')
    expect(await rows.count()).toBe(1)
    // At the minimum the only row cannot be removed; at the maximum no row can be added.
    expect(await page.getByRole('button', { name: 'Remove row 1' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Add row' }).click()
    await page.getByRole('button', { name: 'Add row' }).click()
    expect(await page.getByRole('button', { name: 'Add row' }).isDisabled()).toBe(true)
    for (const [index, guest] of ['Ann', 'Bo', 'Cy'].entries()) {
      const row = rows.nth(index)
      await row.getByRole('textbox', { name: 'Guest', exact: true }).fill(guest)
      await row.getByLabel('Guest email').fill(`${guest.toLowerCase()}@example.test`)
    }
    await page.getByRole('button', { name: 'Remove row 2' }).click()
    expect(await rows.count()).toBe(2)
    expect(await rows.nth(1).locator('legend').textContent()).toBe('Row 2')
    expect(
      await rows.nth(1).getByRole('textbox', { name: 'Guest', exact: true }).inputValue(),
    ).toBe('Cy')
    // A cell is checked against its column, its message at the cell.
    await rows.nth(1).getByLabel('Guest email').fill('cy@')
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await description(rows.nth(1).getByLabel('Guest email'))).toBe(
      'Must be a valid email address.',
    )
    await rows.nth(1).getByLabel('Guest email').fill('cy@example.test')

    expect((await submit(page)).status()).toBe(201)
    const [submission] = await submissionsOf(form)
    expect(submission.values.guests).toEqual([
      { guest: 'Ann', email: 'ann@example.test' },
      { guest: 'Cy', email: 'cy@example.test' },
    ])
  })

  test('[FB-42] a chosen file is sent as a multipart part named like its field and stored as an upload', async () => {
    const { form, page } = await open({
      title: 'Apply',
      fields: [
        { blockType: 'text', name: 'name', label: 'Name' },
        {
          blockType: 'file',
          name: 'cv',
          label: 'CV',
          required: true,
          accept: 'image/png, application/pdf',
          maxSize: 100_000,
        },
      ],
    })
    // A file the field does not accept is refused at the field, before anything is sent.
    let sent = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/form-submissions')) sent++
    })
    await page
      .getByLabel('CV')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await description(page.getByLabel('CV'))).toBe(
      'This file type (plain text) is not accepted. Accepted: PNG image, PDF.',
    )
    expect(sent).toBe(0)
    // Nor one of an accepted type larger than the field's maxSize (100,000 bytes).
    await page
      .getByLabel('CV')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(100_001) })
    await page.getByRole('button', { name: 'Submit' }).click()
    const sizeMessage = await description(page.getByLabel('CV'))
    expect(sizeMessage, 'a message at the field for the oversized file').not.toBe('')
    expect(sizeMessage).not.toContain('file type')
    expect(sent).toBe(0)

    await page.getByLabel('Name').fill('Ann')
    await page
      .getByLabel('CV')
      .setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: PNG })
    const response = await submit(page)
    expect(response.status()).toBe(201)
    // Chromium does not expose a multipart body with a file to Playwright; the stored upload shows the part.
    const request = response.request()
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)

    const [submission] = await submissionsOf(form)
    expect(submission.values.name).toBe('Ann')
    const media = await admin().host.payload.findByID({
      collection: 'media' as never,
      id: submission.values.cv,
    })
    expect(media).toMatchObject({ mimeType: 'image/png', filesize: PNG.byteLength })
    expect(submission.descriptors.cv.upload).toMatchObject({
      collection: 'media',
      id: submission.values.cv,
      filename: 'cv.png',
    })
  })

  test('[FB-43] a consent field shows its source’s statement, fetched live, and stores agreed or declined', async () => {
    const form = await createForm(admin().host, {
      title: 'Sign up',
      fields: [
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        { blockType: 'consent', name: 'privacy', source: 'privacy-v1', required: true },
        { blockType: 'consent', name: 'news', label: 'Send me news', source: 'newsletter' },
      ],
    })
    const statementsAsked: string[] = []
    browser().page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === `/api/forms/${form.id}/consent-sources`) statementsAsked.push(pathname)
    })
    const { page } = await visit(form)
    const privacy = page.getByRole('checkbox', { name: 'Privacy policy' })
    // The statement is not part of the form document: the browser asks the server for it.
    await expect.poll(() => description(privacy)).toBe('We keep your answers for 30 days.')
    expect(
      JSON.stringify(await admin().host.payload.findByID({ collection: 'forms', id: form.id })),
    ).not.toContain('30 days')
    expect(statementsAsked.length).toBeGreaterThan(0)
    await page.getByLabel('Email').fill('ann@example.test')
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await description(privacy)).toBe(
      'We keep your answers for 30 days. This field is required.',
    )
    await privacy.check()
    expect((await submit(page)).status()).toBe(201)
    const [submission] = await submissionsOf(form)
    expect(submission.consent).toEqual([
      { field: 'privacy', source: 'privacy-v1', state: 'agreed', capturedAt: expect.any(String) },
      { field: 'news', source: 'newsletter', state: 'declined', capturedAt: expect.any(String) },
    ])
  })

  test('[FB-44] fields sit side by side at their authored widths; the layout follows the pps-form classes and variables', async () => {
    const { page } = await open({
      title: 'Address',
      fields: [
        { blockType: 'text', name: 'first', label: 'First name', width: 50 },
        { blockType: 'text', name: 'last', label: 'Last name', width: 50 },
        { blockType: 'text', name: 'street', label: 'Street', width: 75 },
        { blockType: 'text', name: 'zip', label: 'Postcode', width: 25 },
        { blockType: 'textarea', name: 'note', label: 'Note' },
      ],
    })
    const field = (name: string) =>
      page.locator('.pps-form__field').filter({ has: page.getByLabel(name, { exact: true }) })
    const row = await box(page.locator('.pps-form__row'))
    const [first, last, street, zip, note] = await Promise.all(
      ['First name', 'Last name', 'Street', 'Postcode', 'Note'].map((name) => box(field(name))),
    )
    const gap = last.x - (first.x + first.width)
    expect(gap).toBeGreaterThan(0)
    // 50 + 50 on one line, filling the row.
    expect(last.y).toBe(first.y)
    expect(Math.abs(first.width - last.width)).toBeLessThan(1)
    expect(first.width + gap + last.width).toBeCloseTo(row.width, 0)
    // 75 + 25 on the next line, three to one (the gap taken out in proportion).
    expect(zip.y).toBe(street.y)
    expect(street.y).toBeGreaterThan(first.y)
    expect(street.width + gap + zip.width).toBeCloseTo(row.width, 0)
    expect(street.width / (street.width + zip.width)).toBeCloseTo(0.75, 1)
    // No width: the whole row.
    expect(note.y).toBeGreaterThan(street.y)
    expect(note.width).toBeCloseTo(row.width, 0)

    // The hooks a site styles: classes, the width variable, and a variable that moves the gap.
    expect(await field('Street').getAttribute('style')).toContain('--pps-form-field-width:75')
    expect(await field('Street').getAttribute('class')).toBe(
      'pps-form__field pps-form__field--text',
    )
    for (const hook of [
      '.pps-form',
      '.pps-form__form',
      '.pps-form__step',
      '.pps-form__row',
      '.pps-form__actions',
      '.pps-form__status[role=status]',
    ]) {
      expect(await page.locator(hook).count(), hook).toBe(1)
    }
    await page.addStyleTag({ content: '.pps-form { --pps-form-gap: 40px }' })
    const [wideFirst, wideLast] = await Promise.all([
      box(field('First name')),
      box(field('Last name')),
    ])
    expect(wideLast.x - (wideFirst.x + wideFirst.width)).toBeCloseTo(40, 0)
    expect(wideLast.y).toBe(wideFirst.y)
  })

  const stepped = {
    title: 'Project request',
    fields: [
      { blockType: 'text', name: 'name', label: 'Full name', required: true },
      { blockType: 'email', name: 'email', label: 'Email', required: true },
      {
        blockType: 'number',
        name: 'budget',
        label: 'Budget',
        required: true,
        validation: [{ rule: 'min', value: '100' }],
      },
      { blockType: 'date', name: 'deadline', label: 'Deadline' },
    ],
    steps: [
      { title: 'About you', fields: ['name', 'email'] },
      { title: 'Your project', fields: ['budget', 'deadline'] },
    ],
  }

  test('[FB-45] a multi-step form shows one step at a time under its title; Next checks the step with the server’s messages first', async () => {
    const { form, page } = await open(stepped)
    const title = (text: string) => page.getByRole('heading', { name: text, level: 2 })
    expect(await title('About you').isVisible()).toBe(true)
    expect(await title('Your project').isVisible()).toBe(false)
    expect(await page.getByLabel('Budget').isVisible()).toBe(false)

    // Next with a step that fails: no move, each message at its field, the same the server gives.
    await page.getByLabel('Email').fill('ann@')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    const shown = {
      'values.name': await description(page.getByLabel('Full name')),
      'values.email': await description(page.getByLabel('Email')),
    }
    const server = await fetch(`${admin().host.api}/form-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: form.id, values: { email: 'ann@', budget: 500 } }),
    })
    expect(server.status).toBe(400)
    expect(shown).toEqual(
      Object.fromEntries(
        fieldErrors(await server.json()).map(({ path, message }) => [path, message]),
      ),
    )
    expect(shown).toEqual({
      'values.name': 'This field is required.',
      'values.email': 'Must be a valid email address.',
    })
    expect(await title('About you').isVisible()).toBe(true)
    await browser().snapshot('step checked')

    await page.getByLabel('Full name').fill('Ann')
    await page.getByLabel('Email').fill('ann@example.test')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await title('Your project').waitFor()
    expect(await title('About you').isVisible()).toBe(false)
    expect(await isFocused(title('Your project'))).toBe(true)
    await page.getByLabel('Budget').fill('50')
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await description(page.getByLabel('Budget'))).toBe('Must be at least 100.')

    // Back keeps the answers.
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ann')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByLabel('Budget').fill('500')
    expect((await submit(page)).status()).toBe(201)
    const [submission] = await submissionsOf(form)
    expect(submission.values).toEqual({ name: 'Ann', email: 'ann@example.test', budget: 500 })
  })

  test('[FB-46] after a 400 the form opens the first step with an error and shows every message at its field', async () => {
    const { form, page } = await open({
      title: 'Join',
      fields: [
        {
          blockType: 'text',
          name: 'username',
          label: 'Username',
          required: true,
          validation: [{ rule: 'available' }],
        },
        {
          blockType: 'text',
          name: 'nickname',
          label: 'Nickname',
          validation: [{ rule: 'available' }],
        },
        { blockType: 'textarea', name: 'bio', label: 'Bio' },
      ],
      steps: [
        { title: 'Account', fields: ['username'] },
        { title: 'Profile', fields: ['nickname', 'bio'] },
      ],
    })
    // Both answers pass every check the browser knows; the host's `available` rule fails both.
    await page.getByLabel('Username').fill('taken')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByLabel('Nickname').fill('admin')
    expect((await submit(page)).status()).toBe(400)

    const username = page.getByLabel('Username')
    await page.getByRole('heading', { name: 'Account' }).waitFor()
    expect(await username.getAttribute('aria-invalid')).toBe('true')
    expect(await description(username)).toBe('This name is already taken.')
    expect(await isFocused(username)).toBe(true)
    expect(await page.getByRole('status').textContent()).toBe('Some answers need attention (2).')
    expect(await submissionsOf(form)).toEqual([])
    await browser().snapshot('after 400')

    // The message of the later step waits at its field.
    await username.fill('ann')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    expect(await description(page.getByLabel('Nickname'))).toBe('This name is already taken.')
    await page.getByLabel('Nickname').fill('annie')
    expect(await page.getByLabel('Nickname').getAttribute('aria-invalid')).toBeNull()
    expect((await submit(page)).status()).toBe(201)
    expect((await submissionsOf(form)).map((submission) => submission.values)).toEqual([
      { username: 'ann', nickname: 'annie' },
    ])
  })

  test('[FB-47] after a 201 the authored confirmation replaces the form', async () => {
    const { form, page } = await open({
      title: 'Call back',
      fields: [{ blockType: 'text', name: 'phone', label: 'Phone', required: true }],
      response: { type: 'message', message: richText('Thanks! We will call you back today.') },
    })
    await page.getByLabel('Phone').fill('+49 30 123')
    expect((await submit(page)).status()).toBe(201)
    const confirmation = page.locator('.pps-form__confirmation')
    await confirmation.getByText('Thanks! We will call you back today.').waitFor()
    expect(await isFocused(confirmation)).toBe(true)
    expect(await page.getByLabel('Phone').count()).toBe(0)
    expect((await submissionsOf(form)).map((submission) => submission.values)).toEqual([
      { phone: '+49 30 123' },
    ])
  })

  test('[FB-47] a redirect response navigates to response.redirect.url only: a reference alone does not navigate', async () => {
    const target = await createForm(admin().host, {
      title: 'Follow-up survey',
      fields: [{ blockType: 'text', name: 'rating', label: 'Rating' }],
    })
    const page_ = await admin().host.payload.create({
      collection: 'pages' as never,
      data: { title: 'Thanks' } as never,
    })
    const reference = { relationTo: 'pages', value: page_.id }
    const { form, page } = await open({
      title: 'Apply',
      fields: [{ blockType: 'text', name: 'name', label: 'Name' }],
      response: {
        type: 'redirect',
        redirect: { url: `/forms/${target.id}?from=apply`, reference },
      },
    })
    await page.getByLabel('Name').fill('Ann')
    expect((await submit(page)).status()).toBe(201)
    await page.waitForURL(`${admin().url}/forms/${target.id}?from=apply`, { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Follow-up survey' }).waitFor()
    expect(await submissionsOf(form)).toHaveLength(1)

    const referenceOnly = await createForm(admin().host, {
      title: 'Apply again',
      fields: [{ blockType: 'text', name: 'name', label: 'Name' }],
      response: { type: 'redirect', redirect: { reference } },
    })
    const url = `${admin().url}/forms/${referenceOnly.id}`
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByLabel('Name').fill('Bo')
    expect((await submit(page)).status()).toBe(201)
    await page.getByText('Thank you, your answers were sent.').waitFor()
    expect(page.url()).toBe(url)
  })

  test('[FB-48] render props from the page’s client module draw the buttons with labels resolved prop > stored > translated default', async () => {
    const labelled = {
      title: 'Labels',
      fields: [
        { blockType: 'text', name: 'name', label: 'Name' },
        { blockType: 'text', name: 'city', label: 'City' },
      ],
      steps: [
        { title: 'One', fields: ['name'] },
        { title: 'Two', fields: ['city'] },
      ],
      submitLabel: 'Send application',
      prevLabel: 'Go back',
    }
    const { form, page } = await open(labelled)
    const buttons = () => page.locator('.pps-form__actions button')
    const labels = async () =>
      await buttons().evaluateAll((nodes) =>
        nodes.map((node) => `${node.className}: ${node.textContent}`),
      )
    // No stored nextLabel: the translated default. The page's prevLabel wins over the stored one.
    expect(await labels()).toEqual(['site-button site-button--primary: Next'])
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('heading', { name: 'Two' }).waitFor()
    expect(await labels()).toEqual([
      'site-button: Previous',
      'site-button site-button--primary: Send application',
    ])

    // The render prop gets `submitting` while the intake answers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/form-submissions**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Send application' }).click()
    await page.getByRole('button', { name: 'Sending…' }).waitFor()
    expect(await page.getByRole('button', { name: 'Sending…' }).isDisabled()).toBe(true)
    release()
    await page.getByText('Thank you, your answers were sent.').waitFor()
    expect(await submissionsOf(form)).toHaveLength(1)

    // In German: the translated default, and the stored German label.
    await admin().host.payload.update({
      collection: 'forms',
      id: form.id,
      locale: 'de',
      data: { submitLabel: 'Bewerbung senden' },
    })
    await page.goto(`${admin().url}/forms/${form.id}?locale=de`, { waitUntil: 'networkidle' })
    expect(await labels()).toEqual(['site-button site-button--primary: Weiter'])
    await page.getByRole('button', { name: 'Weiter' }).click()
    expect(await labels()).toEqual([
      'site-button: Previous',
      'site-button site-button--primary: Bewerbung senden',
    ])
  })

  test('[FB-49] every control is named by its label; errors are announced and tied to their fields', async () => {
    const { page } = await open(everyType)
    for (const label of ['About you', 'Age', 'Start date', 'Plan', 'Country', 'CV']) {
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1)
    }
    // A required field's label ends in an asterisk hidden from assistive technology.
    for (const name of ['Full name', 'Email'])
      expect(await page.getByRole('textbox', { name, exact: true }).count(), name).toBe(1)
    expect(await page.getByRole('radiogroup', { name: 'Preferred contact' }).count()).toBe(1)
    expect(await page.getByRole('checkbox', { name: 'Send me the newsletter' }).count()).toBe(1)
    expect(await page.getByRole('checkbox', { name: 'Privacy policy' }).count()).toBe(1)
    expect(await page.getByRole('group', { name: 'Team' }).count()).toBe(1)

    const status = page.getByRole('status')
    expect(await status.getAttribute('aria-live')).toBe('polite')
    expect(await status.textContent()).toBe('')
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await status.textContent()).toBe('Some answers need attention (3).')
    const name = page.getByLabel('Full name')
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await description(name)).toBe('This field is required.')
    expect(await isFocused(name)).toBe(true)
    // A fixed answer loses its message at once, and the summary counts what is left.
    await name.fill('Ann')
    expect(await name.getAttribute('aria-invalid')).toBeNull()
    expect(await description(name)).toBe('')
    expect(await status.textContent()).toBe('Some answers need attention (2).')
  })

  test('[FB-49] a multi-step form is completed with the keyboard alone', async () => {
    const { form, page } = await open({
      title: 'Keyboard',
      fields: [
        { blockType: 'text', name: 'name', label: 'Full name', required: true },
        {
          ...choiceField('radio', 'contact', 'Preferred contact', {
            email: 'By email',
            phone: 'By phone',
          }),
          required: true,
        },
        {
          blockType: 'repeater',
          name: 'guests',
          label: 'Guests',
          columns: [{ name: 'guest', label: 'Guest', required: true }],
        },
        { blockType: 'checkbox', name: 'terms', label: 'I accept the terms', required: true },
      ],
      steps: [
        { title: 'Contact', fields: ['name', 'contact'] },
        { title: 'Extras', fields: ['guests', 'terms'] },
      ],
    })
    await tabTo(page, page.getByLabel('Full name'))
    await page.keyboard.type('Ann')
    // Enter submits the step: Next checks it and the radio group reports its message.
    await page.keyboard.press('Enter')
    expect(await description(page.getByRole('radiogroup', { name: 'Preferred contact' }))).toBe(
      'This field is required.',
    )
    await tabTo(page, page.getByRole('radio', { name: 'By email' }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }))
    await page.keyboard.press('Enter')
    // The new step's title takes the focus, so reading continues there.
    expect(await isFocused(page.getByRole('heading', { name: 'Extras' }))).toBe(true)
    await tabTo(page, page.getByRole('button', { name: 'Add row' }))
    await page.keyboard.press('Enter')
    expect(await isFocused(page.getByLabel('Guest'))).toBe(true)
    await page.keyboard.type('Bo')
    await tabTo(page, page.getByRole('checkbox', { name: 'I accept the terms' }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Submit' }))
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/form-submissions'),
    )
    await page.keyboard.press('Enter')
    expect((await answered).status()).toBe(201)
    await page.getByText('Thank you, your answers were sent.').waitFor()
    expect(await isFocused(page.locator('.pps-form__confirmation'))).toBe(true)
    expect((await submissionsOf(form)).map((submission) => submission.values)).toEqual([
      { name: 'Ann', contact: 'email', guests: [{ guest: 'Bo' }], terms: true },
    ])
  })

  test('[FB-63] a consent field shows beside its box what the visitor agrees to: the source’s statement, its title, and its text linked in a new tab', async () => {
    const { page } = await open({
      title: 'Join the club',
      fields: [
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        // The README's source: a title and nothing else.
        { blockType: 'consent', name: 'news', label: 'Keep me posted', source: 'newsletter' },
        {
          blockType: 'consent',
          name: 'terms',
          label: 'I accept',
          source: 'terms-v2',
          required: true,
        },
      ],
    })
    const news = page.getByRole('checkbox', { name: 'Keep me posted' })
    await expect.poll(() => description(news)).toBe('You agree to: Newsletter')
    const terms = page.getByRole('checkbox', { name: 'I accept' })
    await expect
      .poll(() => description(terms))
      .toBe('Play fair with other members. You agree to: Terms of use ↗ (opens in a new tab)')
    const link = page.getByRole('link', { name: 'Terms of use' })
    expect(await link.getAttribute('href')).toBe('https://example.test/terms')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    // Beside the box: within the field, just under the box's line, not somewhere else on the page.
    const [checkbox, linked] = [await box(terms), await box(link)]
    expect(linked.y).toBeGreaterThan(checkbox.y)
    expect(linked.y - checkbox.y).toBeLessThan(80)
    expect(linked.x).toBeGreaterThanOrEqual(checkbox.x)
    await browser().snapshot('statements')

    // The terms open beside the form, which keeps its answers.
    await page.context().route('https://example.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Terms of use</title><h1>Terms of use</h1>',
      }),
    )
    await page.getByLabel('Email').fill('ann@example.test')
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await opened.waitForLoadState()
    expect(opened.url()).toBe('https://example.test/terms')
    expect(await opened.evaluate(() => window.opener)).toBeNull()
    expect(await page.getByLabel('Email').inputValue()).toBe('ann@example.test')
  })

  test('[FB-63] consent texts come in the form’s locale', async () => {
    const { page } = await open(
      {
        title: 'Beitreten',
        fields: [{ blockType: 'consent', name: 'terms', source: 'terms-v2', required: true }],
      },
      '?locale=de',
    )
    const terms = page.getByRole('checkbox', { name: 'Nutzungsbedingungen' })
    await expect
      .poll(() => description(terms))
      .toBe(
        'Bleiben Sie fair zu anderen Mitgliedern. Sie stimmen zu: Nutzungsbedingungen ↗ (öffnet in einem neuen Tab)',
      )
    expect(await page.getByRole('link', { name: 'Nutzungsbedingungen' }).getAttribute('href')).toBe(
      'https://example.test/de/terms',
    )
  })

  test('[FB-64] a multi-step form shows “Step 2 of 3” and its steps by title, the current one marked for assistive technology', async () => {
    const { page } = await open({
      ...stepped,
      fields: [...stepped.fields, { blockType: 'textarea', name: 'notes', label: 'Notes' }],
      steps: [...stepped.steps, { title: 'Anything else', fields: ['notes'] }],
    })
    const steps = page.getByRole('list', { name: 'Progress' })
    const current = steps.locator('[aria-current="step"]')
    expect(await steps.getByRole('listitem').allInnerTexts()).toEqual([
      'About you',
      'Your project',
      'Anything else',
    ])
    expect(await page.getByText('Step 1 of 3', { exact: true }).isVisible()).toBe(true)
    expect(await current.innerText()).toBe('About you')
    await browser().snapshot('step 1')

    await page.getByLabel('Full name').fill('Ann')
    await page.getByLabel('Email').fill('ann@example.test')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByText('Step 2 of 3', { exact: true }).waitFor()
    expect(await current.innerText()).toBe('Your project')
    // The step title takes the focus; it is described by the count, so a screen reader hears both.
    const title = page.getByRole('heading', { name: 'Your project' })
    expect(await isFocused(title)).toBe(true)
    expect(await description(title)).toBe('Step 2 of 3')
    await browser().snapshot('step 2')
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByText('Step 1 of 3', { exact: true }).waitFor()
    expect(await current.innerText()).toBe('About you')
  })

  test('[FB-64] only reachable steps count: a step whose condition does not hold is neither counted nor listed, and with one reachable step there is no count', async () => {
    const whoApplies = {
      title: 'Who applies',
      fields: [
        choiceField('radio', 'kind', 'Applying as', { person: 'A person', company: 'A company' }),
        { blockType: 'text', name: 'company', label: 'Company name' },
        { blockType: 'textarea', name: 'notes', label: 'Notes' },
      ],
      steps: [
        { title: 'About you', fields: ['kind'] },
        {
          title: 'Your company',
          fields: ['company'],
          condition: { field: 'kind', equals: 'company' },
        },
        { title: 'Anything else', fields: ['notes'] },
      ],
    }
    const { page } = await open(whoApplies)
    const steps = page.getByRole('list', { name: 'Progress' })
    await page.getByRole('radio', { name: 'A person' }).check()
    await page.getByText('Step 1 of 2', { exact: true }).waitFor()
    expect(await steps.getByRole('listitem').allInnerTexts()).toEqual([
      'About you',
      'Anything else',
    ])
    await browser().snapshot('a person: two steps')
    await page.getByRole('radio', { name: 'A company' }).check()
    await page.getByText('Step 1 of 3', { exact: true }).waitFor()
    expect(await steps.getByRole('listitem').allInnerTexts()).toEqual([
      'About you',
      'Your company',
      'Anything else',
    ])

    // The same form without its last step: only the first is reachable until the condition holds, so no count and no list.
    const { page: single } = await open({
      title: 'Company only',
      fields: whoApplies.fields.slice(0, 2),
      steps: whoApplies.steps.slice(0, 2),
    })
    await single.getByRole('radio', { name: 'A person' }).check()
    await single.getByRole('button', { name: 'Submit' }).waitFor()
    expect(await single.getByText(/^Step \d+ of \d+$/).count()).toBe(0)
    expect(await single.getByRole('list', { name: 'Progress' }).count()).toBe(0)
    await browser().snapshot('one reachable step: no count')
  })

  test('[FB-64] the step count is translated; steps without titles are counted only', async () => {
    const { page } = await open(
      {
        title: 'Zwei Schritte',
        fields: [
          { blockType: 'text', name: 'name', label: 'Name' },
          { blockType: 'text', name: 'city', label: 'Ort' },
        ],
        steps: [{ fields: ['name'] }, { fields: ['city'] }],
      },
      '?locale=de',
    )
    expect(await page.getByText('Schritt 1 von 2', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('list').count()).toBe(0)
    await page.getByRole('button', { name: 'Weiter' }).click()
    await page.getByText('Schritt 2 von 2', { exact: true }).waitFor()
  })

  test('[FB-65] a refused file names file types as people do, at the field and in the server’s message', async () => {
    const { form, page } = await open({
      title: 'Apply',
      fields: [
        {
          blockType: 'file',
          name: 'cv',
          label: 'CV',
          required: true,
          accept: 'image/png, application/pdf',
        },
      ],
    })
    const cv = page.getByLabel('CV')
    await cv.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: EXE })
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await description(cv)).toBe(
      'This file type (Windows program) is not accepted. Accepted: PNG image, PDF.',
    )
    await browser().snapshot('refused in the browser')

    // Named a PNG, holding HTML: the browser lets it through, the server judges the bytes.
    await cv.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><body>hello</body></html>'),
    })
    expect((await submit(page)).status()).toBe(400)
    await expect
      .poll(() => description(cv))
      .toBe(
        'The file’s content is plain text, not an accepted type (accepted: PNG image, PDF), though it was sent as PNG image.',
      )
    await browser().snapshot('refused by the server')
    expect(await submissionsOf(form)).toEqual([])

    // On the German page, in German.
    const { page: german } = await visit(form, '?locale=de')
    const cvInGerman = german.getByLabel('CV')
    await cvInGerman.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: EXE,
    })
    await german.getByRole('button', { name: 'Absenden' }).click()
    expect(await description(cvInGerman)).toBe(
      'Dieser Dateityp (Windows-Programm) wird nicht angenommen. Erlaubt: PNG-Bild, PDF.',
    )
    await browser().snapshot('refused in the browser, in German')
  })

  /** A vote sent by another visitor. */
  const voteAs = (form: { id: string | number }, value: string) =>
    fetch(`${admin().host.api}/form-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: form.id, values: { vote: value } }),
    })

  /** Closes the poll, as an editor does in the admin. */
  const closePoll = (form: { id: string | number }) =>
    admin().host.payload.update({
      collection: 'forms',
      id: form.id,
      data: { poll: { closed: true } },
    })

  /** Votes for `option`; the visitor is thanked and shown no results. */
  const voteSeeingNoResults = async (page: Page, option: string) => {
    await page.getByRole('radio', { name: option }).check()
    expect((await submit(page)).status()).toBe(201)
    await page.getByText('Thank you, your answers were sent.').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('heading', { name: 'Results' }).count()).toBe(0)
  }

  /** Closes the poll while the visitor's page is open, and reloads it until it says so. */
  const closeAndReload = async (form: { id: string | number }, page: Page) => {
    await closePoll(form)
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByText('This poll is closed.').waitFor()
  }

  /** Each result as the visitor reads it: `<option> [Winner]: <votes> · <share>`. */
  const results = (page: Page) =>
    page.locator('.pps-form__result').evaluateAll((items) =>
      items.map((item) => {
        const text = (selector: string) =>
          (item.querySelector(selector) as HTMLElement | null)?.innerText
            .replace(/\s+/g, ' ')
            .trim()
        return `${text('.pps-form__result-label')}: ${text('.pps-form__result-count')}`
      }),
    )

  test('[FB-66] after voting in a public poll the visitor sees its results: votes and shares per option, as bars', async () => {
    const publicPoll = await createForm(admin().host, {
      title: 'Favourite colour',
      poll: { type: 'mostVoted', visibility: 'public', options: COLORS },
    })
    for (const value of ['blue', 'blue']) expect((await voteAs(publicPoll, value)).status).toBe(201)
    const { page } = await visit(publicPoll)
    // Before a vote, nothing sways it.
    expect(await page.getByRole('heading', { name: 'Results' }).count()).toBe(0)
    await page.getByRole('radio', { name: 'Red' }).check()
    expect((await submit(page)).status()).toBe(201)
    const region = page.getByRole('region', { name: 'Results' })
    await region.waitFor()
    expect(await results(page)).toEqual([
      'Red: 1 vote · 33%',
      'Blue: 2 votes · 67%',
      'Green: 0 votes · 0%',
    ])
    expect(await region.getByText('Votes in total: 3').isVisible()).toBe(true)
    const bar = (index: number) => box(page.locator('.pps-form__result-bar > span').nth(index))
    const [red, blue] = [await bar(0), await bar(1)]
    expect(blue.width / red.width).toBeCloseTo(2, 1)
    expect(await page.getByText('Winner').count()).toBe(0)
    await browser().snapshot('results')
  })

  test('[FB-66] an editors-only poll shows the visitor no results, open or closed', async () => {
    const { form, page } = await open({
      title: 'Staff poll',
      poll: { type: 'mostVoted', visibility: 'editors', options: COLORS },
    })
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/poll-results')) asked.push(request.url())
    })
    await voteSeeingNoResults(page, 'Green')

    await closeAndReload(form, page)
    expect(await page.getByRole('heading', { name: 'Results' }).count()).toBe(0)
    expect(asked).toEqual([])
    await browser().snapshot('closed, no results')
  })

  test('[FB-67] an afterClose poll shows no results after a vote while open; once closed it shows them with the winners marked, in place of the vote', async () => {
    const form = await createForm(admin().host, {
      title: 'Team name',
      poll: { type: 'mostVoted', visibility: 'afterClose', options: COLORS },
    })
    for (const value of ['red', 'blue']) expect((await voteAs(form, value)).status).toBe(201)
    const { page } = await visit(form)
    await voteSeeingNoResults(page, 'Red')

    await closeAndReload(form, page)
    expect(await page.getByRole('radio').count()).toBe(0)
    await page.getByRole('region', { name: 'Results' }).waitFor()
    expect(await results(page)).toEqual([
      'Red Winner: 2 votes · 67%',
      'Blue: 1 vote · 33%',
      'Green: 0 votes · 0%',
    ])
    await browser().snapshot('closed')
  })

  test('[FB-67] a closed poll’s results read in the form’s locale', async () => {
    const form = await createForm(admin().host, {
      title: 'Teamname',
      poll: { type: 'mostVoted', visibility: 'afterClose', options: COLORS },
    })
    for (const value of ['red', 'red', 'blue']) expect((await voteAs(form, value)).status).toBe(201)
    await closePoll(form)
    const { page } = await visit(form, '?locale=de')
    await page.getByText('Diese Umfrage ist beendet.').waitFor()
    await page.getByRole('region', { name: 'Ergebnisse' }).waitFor()
    expect(await results(page)).toEqual([
      'Red Gewinner: 2 Stimmen · 67 %',
      'Blue: 1 Stimme · 33 %',
      'Green: 0 Stimmen · 0 %',
    ])
    await browser().snapshot('closed, in German')
  })

  test('[FB-73] a visitor completes a multi-step application: errs, reads the messages, fixes them, has a wrong file refused, uploads, agrees and is thanked', async () => {
    const { form, page } = await open(application)
    const snapshot = browser().snapshot
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByText('Step 1 of 3', { exact: true }).waitFor()
    await snapshot('1 first step')

    // Forgets the name and mistypes the email.
    await page.getByLabel('Email').fill('ann@')
    await next()
    expect(await description(page.getByLabel('Full name'))).toBe('This field is required.')
    expect(await description(page.getByLabel('Email'))).toBe('Must be a valid email address.')
    expect(await page.getByRole('status').textContent()).toBe('Some answers need attention (2).')
    await snapshot('2 errors shown')
    await page.getByLabel('Full name').fill('Ann Example')
    await page.getByLabel('Email').fill('ann.example@example.test')
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBeNull()
    await next()

    await page.getByText('Step 2 of 3', { exact: true }).waitFor()
    await snapshot('3 file step')
    await page
      .getByLabel('CV')
      .setInputFiles({ name: 'cv.exe', mimeType: 'application/x-msdownload', buffer: EXE })
    await next()
    expect(await description(page.getByLabel('CV'))).toBe(
      'This file type (Windows program) is not accepted. Accepted: PDF, PNG image.',
    )
    await snapshot('4 wrong file type')
    await page
      .getByLabel('CV')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await next()

    await page.getByText('Step 3 of 3', { exact: true }).waitFor()
    const privacy = page.getByRole('checkbox', { name: 'Privacy' })
    await expect
      .poll(() => description(privacy))
      .toBe('We keep your answers for 30 days. You agree to: Privacy policy')
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await description(privacy)).toBe(
      'We keep your answers for 30 days. You agree to: Privacy policy This field is required.',
    )
    await snapshot('5 consent required')
    await privacy.check()
    expect((await submit(page)).status()).toBe(201)
    await page.getByText('Thanks for applying. We will be in touch within a week.').waitFor()
    await snapshot('6 thanked')

    const [submission] = await submissionsOf(form)
    expect(submission.values).toEqual({
      name: 'Ann Example',
      email: 'ann.example@example.test',
      cv: expect.anything(),
      privacy: true,
    })
    expect(submission.consent).toEqual([
      { field: 'privacy', source: 'privacy-v1', state: 'agreed', capturedAt: expect.any(String) },
    ])
    expect(
      await admin().host.payload.findByID({
        collection: 'media' as never,
        id: submission.values.cv,
      }),
    ).toMatchObject({ filename: 'cv.pdf', mimeType: 'application/pdf' })
  })

  test('[FB-74] an editor finds an application by the applicant’s email from the submissions list, opens it and reads the answers, the CV and the consent', async () => {
    const form = await createForm(admin().host, application)
    const send = async (values: Record<string, unknown>) => {
      const body = new FormData()
      body.set('_payload', JSON.stringify({ form: form.id, locale: 'en', values }))
      body.set('cv', new Blob([PDF], { type: 'application/pdf' }), 'bo-fischer-cv.pdf')
      const response = await fetch(`${admin().host.api}/form-submissions`, { method: 'POST', body })
      expect(response.status, await response.clone().text()).toBe(201)
      return ((await response.json()) as { doc: { id: string | number } }).doc
    }
    const sent = await send({ name: 'Bo Fischer', email: 'bo.fischer@example.test', privacy: true })
    await send({ name: 'Cy Other', email: 'cy.other@example.test', privacy: true })

    const page = watchedPage()
    const snapshot = browser().snapshot
    await signInToAdmin(page, admin().url, EDITOR)
    await snapshot('1 dashboard')
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Form Submissions' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/form-submissions')
    await snapshot('2 submissions')
    await page.getByPlaceholder(/Search by Submitter/i).fill('bo.fischer')
    await page.waitForURL((url) => url.searchParams.get('search') === 'bo.fischer')
    const rows = page.locator('table tbody tr')
    await expect.poll(() => rows.count()).toBe(1)
    await expect.poll(() => rows.first().innerText()).toContain('Job application')
    await snapshot('3 found')
    await rows.first().getByRole('link').first().click()
    await page.waitForURL(
      (url) => url.pathname === `/admin/collections/form-submissions/${sent.id}`,
    )
    const answers = page.locator('.fb-submission-answers')
    await answers.waitFor()
    expect(await answers.getByLabel('Full name', { exact: true }).inputValue()).toBe('Bo Fischer')
    expect(await answers.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'bo.fischer@example.test',
    )
    const consent = answers.locator('.fb-answer-consent')
    expect(await consent.locator('.pill').innerText()).toBe('Agreed')
    expect(await consent.innerText()).toContain('Privacy policy')
    await snapshot('4 the application')

    await answers.getByRole('link', { name: 'bo-fischer-cv.pdf' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/admin/collections/media/'))
    await page.getByText('bo-fischer-cv.pdf').first().waitFor()
    await snapshot('5 the CV')
  })

  test('[FB-75] a visitor signs up, is taken to the poll the form leads to, votes and sees the results with the vote counted', async () => {
    const poll = await createForm(admin().host, {
      title: 'Which colour should our next T-shirt be?',
      poll: { type: 'mostVoted', visibility: 'public', options: COLORS },
    })
    for (const value of ['green', 'blue', 'green'])
      expect((await voteAs(poll, value)).status).toBe(201)
    const { page } = await open({
      title: 'Member sign-up',
      fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
      response: { type: 'redirect', redirect: { url: `/forms/${poll.id}` } },
    })
    const snapshot = browser().snapshot
    await snapshot('1 sign-up')
    await page.getByLabel('Email').fill('dee@example.test')
    expect((await submit(page)).status()).toBe(201)
    await page.waitForURL(`${admin().url}/forms/${poll.id}`)
    const choices = page.getByRole('radiogroup', {
      name: 'Which colour should our next T-shirt be?',
    })
    await choices.waitFor()
    await snapshot('2 the poll')
    // Submitting without a choice asks for one.
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await description(choices)).toBe('This field is required.')
    await choices.getByRole('radio', { name: 'Blue' }).check()
    expect((await submit(page)).status()).toBe(201)
    await page.getByRole('region', { name: 'Results' }).waitFor()
    expect(await results(page)).toEqual([
      'Red: 0 votes · 0%',
      'Blue: 2 votes · 50%',
      'Green: 2 votes · 50%',
    ])
    expect(await page.getByText('Votes in total: 4').isVisible()).toBe(true)
    await snapshot('3 results')
  })
})
