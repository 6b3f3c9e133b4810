import type { Locator, Page } from 'playwright-core'
import { signInToAdmin } from '../../fixtures/admin-app/sign-in'
import { afterEach, beforeAll, describeFamily, expect, test } from '../harness'
import { box, openNav, useAdminHost, useBrowser, watchFormState } from '../harness/browser'
import { defaultFbState } from './fb-forms'
import { choiceField, createForm } from './support'

const FIXTURE = new URL('./fb-forms.ts', import.meta.url)

/** A form with an answer of every kind the submission view lays out, at authored widths. */
const contactForm = {
  title: 'Contact',
  fields: [
    { blockType: 'text', name: 'name', label: 'Name', width: 50 },
    { blockType: 'email', name: 'email', label: 'Email', width: 50 },
    {
      ...choiceField('select', 'department', 'Department', {
        sales: 'Sales team',
        support: 'Support',
      }),
      width: 50,
    },
    { blockType: 'country', name: 'country', label: 'Country', width: 50 },
    { blockType: 'textarea', name: 'message', label: 'Message' },
    { blockType: 'number', name: 'seats', label: 'Seats', width: 33 },
    { blockType: 'date', name: 'start', label: 'Start date', width: 33 },
    { blockType: 'checkbox', name: 'urgent', label: 'Urgent', width: 34 },
    choiceField('radio', 'contactBy', 'Contact by', { phone: 'By phone', mail: 'By email' }),
    {
      blockType: 'repeater',
      name: 'team',
      label: 'Team',
      columns: [
        { name: 'member', label: 'Member' },
        { name: 'role', label: 'Role' },
      ],
    },
    { blockType: 'file', name: 'brief', label: 'Brief' },
    {
      blockType: 'consent',
      name: 'privacy',
      label: 'Privacy',
      source: 'privacy-v1',
      required: true,
    },
    { blockType: 'consent', name: 'news', label: 'Newsletter', source: 'newsletter' },
  ],
  actions: [
    { blockType: 'emailTeam', department: 'sales', subject: 'New contact' },
    { blockType: 'explode', reason: 'CRM is down' },
    // Skipped: the form has no field of that name, so there is no one to write to.
    { blockType: 'emailSubmitter', emailField: 'replyTo', subject: 'Thanks for writing' },
  ],
}

const answers = {
  name: 'Ann Lee',
  email: 'ann@example.test',
  department: 'sales',
  country: 'DE',
  message: 'Hello,\nwe would like a demo.',
  seats: '12',
  start: '2030-03-01',
  urgent: true,
  contactBy: 'phone',
  team: [
    { member: 'Charles', role: 'CTO' },
    { member: 'Dana', role: 'Buyer' },
  ],
  privacy: true,
  news: false,
}

/** The admin's default date format (config.admin.dateFormat, 'MMMM do yyyy, h:mm a') in this machine's time zone, as Chromium shows it. */
const adminDateTime = (iso: string) => {
  const date = new Date(iso)
  const day = date.getDate()
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th'
  const time = date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
  return `${date.toLocaleString('en-US', { month: 'long' })} ${day}${suffix} ${date.getFullYear()}, ${time}`
}

/** The editor the fixture seeds. */
const EDITOR = { email: 'editor@example.test', password: 'editor-password' }

/** Texts of the list view's column headings. */
const columnHeadings = async (page: Page) => {
  const headings = page.locator('table thead th')
  await headings.first().waitFor()
  return (await headings.allInnerTexts()).map((text) => text.trim()).filter(Boolean)
}

/** The computed background of an element as [r, g, b]. */
const background = (locator: Locator) =>
  locator.evaluate((element) =>
    (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).map(Number),
  )

describeFamily('FB', 'the admin views, in Chromium', () => {
  const state = {
    ...defaultFbState(),
    consentSources: [
      { id: 'privacy-v1', title: 'Privacy policy v1', url: 'https://example.test/privacy' },
      { id: 'newsletter', title: 'Newsletter' },
    ],
  }
  const admin = useAdminHost({ fixture: FIXTURE, options: { state } })
  const browser = useBrowser()

  // What the page reported: uncaught errors and console errors (React's included), requests that
  // left the app and answers >= 400. Checked after every test.
  let seen = { errors: [] as string[], offOrigin: [] as string[], failed: [] as string[] }
  afterEach(() => {
    const reported = seen
    seen = { errors: [], offOrigin: [], failed: [] }
    expect(reported).toEqual({ errors: [], offOrigin: [], failed: [] })
  })

  /** A form as the server stored it, relations as ids. */
  const storedForm = (id: string | number) =>
    admin().host.payload.findByID({ collection: 'forms', id, depth: 0 })

  /** Paths of the app's own requests since the last signedIn(). */
  let requested: string[] = []

  /** A page signed in as the editor at `path` (default: the dashboard), watched as above. */
  const signedIn = async (path?: string) => {
    const { page } = browser()
    requested = []
    page.setDefaultTimeout(20_000)
    // Next's dev server (PPS_ADMIN_APP_DEV=1) compiles a route on its first request.
    page.setDefaultNavigationTimeout(180_000)
    const origin = admin().url
    page.on('pageerror', (error) => seen.errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        seen.errors.push(message.text())
    })
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.origin !== origin)
        seen.offOrigin.push(request.url())
      else requested.push(url.pathname)
    })
    page.on('response', (response) => {
      if (response.status() >= 400)
        seen.failed.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    })
    await signInToAdmin(page, origin, EDITOR, path)
    return page
  }

  let form: { id: string | number }
  let submission: Record<string, any>
  beforeAll(async () => {
    form = await createForm(admin().host, contactForm)
    const body = new FormData()
    body.set('_payload', JSON.stringify({ form: form.id, locale: 'en', values: answers }))
    body.set('brief', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'brief.pdf')
    const response = await fetch(`${admin().host.api}/form-submissions`, { method: 'POST', body })
    expect(response.status, await response.clone().text()).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: string | number } }
    submission = await admin().host.payload.findByID({
      collection: 'form-submissions',
      id: doc.id,
      depth: 0,
    })
    // Labels are the ones at submit time: a later edit of the form (a field's label, every option's) does not rename an answer.
    await admin().host.payload.update({
      collection: 'forms',
      id: form.id,
      data: {
        fields: contactForm.fields.map((field) =>
          field.name === 'name'
            ? { ...field, label: 'Full name (renamed)' }
            : 'options' in field
              ? {
                  ...field,
                  options: field.options.map((option) => ({
                    ...option,
                    label: `${option.label} (renamed)`,
                  })),
                }
              : field,
        ),
      },
    })
  })

  /** The submission's edit view, once its answers are laid out. */
  const openSubmission = async () => {
    const page = await signedIn(`/admin/collections/form-submissions/${submission.id}`)
    await page.locator('.fb-submission-answers').waitFor()
    return page
  }

  /** The element of the answer labelled `label`: the admin's `.field-type` wrapper. */
  const answer = (page: Page, label: string) =>
    page.locator('.fb-submission-answers .row__fields > .field-type').filter({
      has: page.locator(
        ':scope > .field-label, :scope > .checkbox-input, :scope .array-field__title',
        { hasText: new RegExp(`^${label}$`) },
      ),
    })

  test('[FB-50] each answer is a read-only admin field under its submit-time label, laid out at its authored width', async () => {
    const page = await openSubmission()
    const name = page.getByLabel('Name', { exact: true })
    expect(await name.inputValue()).toBe('Ann Lee')
    expect(await name.isDisabled()).toBe(true)
    expect(await answer(page, 'Name').getAttribute('class')).toBe('field-type text read-only')
    expect(await page.getByText('Full name (renamed)').count()).toBe(0)
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(answers.message)
    expect(await page.getByLabel('Seats', { exact: true }).inputValue()).toBe('12')
    expect(await page.getByLabel('Start date', { exact: true }).inputValue()).toBe(
      'March 1st, 2030',
    )
    expect(await answer(page, 'Urgent').locator('input[type="checkbox"]').isChecked()).toBe(true)
    expect(await answer(page, 'Urgent').getAttribute('class')).toContain('checkbox--read-only')

    // Widths as authored, in rows like the admin's row field: 50 + 50, then the whole row, then 33 + 33 + 34.
    const [nameBox, emailBox, messageBox] = await Promise.all(
      ['Name', 'Email', 'Message'].map((label) => box(answer(page, label))),
    )
    const rowWidth = messageBox.width
    expect(messageBox.x).toBe(nameBox.x)
    expect(messageBox.y).toBeGreaterThan(nameBox.y + nameBox.height)
    expect(emailBox.y).toBe(nameBox.y)
    expect(emailBox.x + emailBox.width).toBeCloseTo(nameBox.x + rowWidth, 0)
    expect(emailBox.width).toBeCloseTo(nameBox.width, 0)
    expect(nameBox.width / rowWidth).toBeCloseTo(0.5, 1)
    const thirds = await Promise.all(
      ['Seats', 'Start date', 'Urgent'].map((label) => box(answer(page, label))),
    )
    for (const third of thirds) {
      expect(third.y).toBe(thirds[0]!.y)
      expect(third.width / rowWidth).toBeCloseTo(0.33, 1)
    }
  })

  test('[FB-51] a select, radio or country answer shows the label of its option, not the stored value', async () => {
    const page = await openSubmission()
    const shown = (label: string) => answer(page, label).locator('.rs__single-value').textContent()
    expect(await shown('Department')).toBe('Sales team')
    expect(await shown('Contact by')).toBe('By phone')
    expect(await shown('Country')).toBe('Germany')
    expect(await answer(page, 'Department').getAttribute('class')).toBe(
      'field-type select read-only',
    )
    expect(await page.locator('.fb-submission-answers .rs__single-value').allInnerTexts()).toEqual([
      'Sales team',
      'Germany',
      'By phone',
    ])
  })

  test('[FB-52] repeater rows are numbered sections like an array field’s rows, each cell under its column’s label', async () => {
    const page = await openSubmission()
    const team = answer(page, 'Team')
    expect(await team.getAttribute('class')).toBe('field-type array-field')
    const rows = team.locator('.array-field__row')
    expect(await rows.locator('.row-label').allTextContents()).toEqual(['Team 01', 'Team 02'])
    for (const [index, row] of answers.team.entries()) {
      const member = rows.nth(index).getByLabel('Member', { exact: true })
      const role = rows.nth(index).getByLabel('Role', { exact: true })
      expect(await member.inputValue()).toBe(row.member)
      expect(await role.inputValue()).toBe(row.role)
      // Read-only, as a stored answer is.
      expect(await member.isEditable()).toBe(false)
      expect(await role.isEditable()).toBe(false)
    }
    // Rows collapse like the admin's.
    await rows.nth(0).locator('.collapsible__toggle').click()
    await expect
      .poll(() => rows.nth(0).getByLabel('Member', { exact: true }).isVisible())
      .toBe(false)
    expect(await page.locator('.fb-submission-answers').innerText()).not.toContain('member:')
  })

  test('[FB-53] a file answer is a link to the stored upload, below its label', async () => {
    const page = await openSubmission()
    const brief = answer(page, 'Brief')
    const link = brief.getByRole('link', { name: 'brief.pdf' })
    expect(await link.getAttribute('href')).toBe(
      `/admin/collections/media/${submission.values.brief}`,
    )
    const label = await box(brief.locator('.field-label'))
    expect((await box(link)).y).toBeGreaterThanOrEqual(label.y + label.height)
    await link.click()
    await page.waitForURL(`**/admin/collections/media/${submission.values.brief}`)
  })

  test('[FB-54] consent shows a green Agreed or red Declined pill beside its source’s title, linked, and the capture time in the admin’s date format', async () => {
    const page = await openSubmission()
    const privacy = answer(page, 'Privacy')
    const agreed = privacy.locator('.pill', { hasText: 'Agreed' })
    const [red, green, blue] = await background(agreed)
    expect(green).toBeGreaterThan(red! + 20)
    expect(green).toBeGreaterThan(blue! + 20)
    const source = privacy.getByRole('link', { name: 'Privacy policy v1' })
    expect(await source.getAttribute('href')).toBe('https://example.test/privacy')
    const [pillBox, sourceBox] = [await box(agreed), await box(source)]
    expect(
      Math.abs(pillBox.y + pillBox.height / 2 - (sourceBox.y + sourceBox.height / 2)),
    ).toBeLessThan(4)
    expect(sourceBox.x).toBeGreaterThan(pillBox.x + pillBox.width)
    const [agreedAt] = submission.consent
      .filter((entry: { field: string }) => entry.field === 'privacy')
      .map((entry: { capturedAt: string }) => entry.capturedAt)
    expect(await privacy.locator('time').textContent()).toBe(adminDateTime(agreedAt))

    const news = answer(page, 'Newsletter')
    const [r, g, b] = await background(news.locator('.pill', { hasText: 'Declined' }))
    expect(r).toBeGreaterThan(g! + 20)
    expect(r).toBeGreaterThan(b! + 20)
    expect(await news.innerText()).toContain('Newsletter')
    const text = await page.locator('.fb-submission-answers').innerText()
    for (const raw of ['privacy-v1', agreedAt]) expect(text).not.toContain(raw)
    // Titles resolved live, from the list of sources.
    expect(requested).toContain('/api/forms/consent-sources')
  })

  test('[FB-55] locale and meta are folded into one collapsible Submission details section below the answers', async () => {
    const page = await openSubmission()
    expect(await page.locator('.fb-submission-answers details').count()).toBe(0)
    const details = page.locator('.fb-submission-answers .collapsible-field', {
      hasText: 'Submission details',
    })
    expect(
      await details.locator('.collapsible-field__collapsible').getAttribute('class'),
    ).toContain('collapsible')
    expect(await details.getByLabel('Locale', { exact: true }).inputValue()).toBe('en')
    expect(await details.getByLabel('Received at', { exact: true }).inputValue()).toBe(
      adminDateTime(submission.meta.receivedAt),
    )
    // The fixture's consumer hook adds its own meta key: shown as words, its value readable.
    expect(await details.getByLabel('Consumer Before Validate', { exact: true }).inputValue()).toBe(
      'sawSpamVerdict: null, sawDescriptors: true',
    )
    // Each entry a read-only field, and no raw JSON anywhere in the section.
    for (const label of ['Locale', 'Received at', 'Consumer Before Validate'])
      expect(await details.getByLabel(label, { exact: true }).isEditable(), label).toBe(false)
    expect(await details.innerText()).not.toMatch(/[{}]|"sawSpamVerdict"/)
    const lastAnswer = await box(answer(page, 'Newsletter'))
    expect((await box(details)).y).toBeGreaterThan(lastAnswer.y + lastAnswer.height)
    await details.locator('.collapsible__toggle').click()
    await expect.poll(() => details.getByLabel('Locale', { exact: true }).isVisible()).toBe(false)
  })

  test('[FB-56] action results read as a list of outcomes, and nothing in the submission view waits on a code editor from a CDN', async () => {
    const page = await openSubmission()
    const results = page.locator('.fb-action-results')
    await results.waitFor()
    const items = results.locator('.fb-action-results__item')
    expect(await items.count()).toBe(3)
    expect(await items.nth(0).innerText()).toContain('Email the team')
    const [red, green, blue] = await background(items.nth(0).locator('.pill', { hasText: 'Sent' }))
    expect(green).toBeGreaterThan(red! + 20)
    expect(green).toBeGreaterThan(blue! + 20)
    expect(await items.nth(1).innerText()).toContain('Explode')
    expect(await items.nth(1).locator('.pill').innerText()).toBe('Failed')
    const [failedRed, failedGreen, failedBlue] = await background(
      items.nth(1).locator('.pill', { hasText: 'Failed' }),
    )
    expect(failedRed).toBeGreaterThan(failedGreen! + 20)
    expect(failedRed).toBeGreaterThan(failedBlue! + 20)
    expect(await items.nth(1).innerText()).toContain('CRM is down')
    // Skipped, grey, with its reason.
    expect(await items.nth(2).innerText()).toContain('Email the submitter')
    expect(await items.nth(2).locator('.pill').innerText()).toBe('Skipped')
    expect(await items.nth(2).innerText()).toContain('no submitter address')
    const [grayRed, grayGreen, grayBlue] = await background(
      items.nth(2).locator('.pill', { hasText: 'Skipped' }),
    )
    expect(
      Math.max(grayRed!, grayGreen!, grayBlue!) - Math.min(grayRed!, grayGreen!, grayBlue!),
    ).toBeLessThan(20)
    // Each outcome with its time, and the list in the document's sidebar.
    for (const index of [0, 1, 2]) {
      const at = await items.nth(index).locator('time').getAttribute('datetime')
      expect(Math.abs(Date.parse(at!) - Date.parse(String(submission.createdAt)))).toBeLessThan(
        60_000,
      )
      expect((await items.nth(index).locator('time').innerText()).trim()).not.toBe('')
    }
    expect(await page.locator('.document-fields__sidebar .fb-action-results').count()).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.json-field, .code-editor, .shimmer-effect').count()).toBe(0)
  })

  test('[FB-60] an editor finds a submission by the submitter’s email from the submissions list and opens it: titled by that email, its Form a read-only link with no picker', async () => {
    const page = await signedIn()
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Form Submissions' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/form-submissions')
    const search = page.getByPlaceholder(/Search by Submitter/i)
    await search.fill('ann@example')
    await page.waitForURL((url) => url.searchParams.has('search'))
    const rows = page.locator('table tbody tr')
    await expect.poll(() => rows.count()).toBe(1)
    await rows.first().getByRole('link').first().click()
    await page.waitForURL(
      (url) => url.pathname === `/admin/collections/form-submissions/${submission.id}`,
    )
    await page.locator('.fb-submission-answers').waitFor()
    await expect
      .poll(() => page.locator('.doc-header__title, h1').first().innerText())
      .toBe('ann@example.test')
    // The Form: a link to the form by its title, with no picker and no "+" to choose or make another.
    const formField = page
      .locator('.field-type')
      .filter({ has: page.locator(':scope > .field-label', { hasText: /^Form\b/ }) })
      .first()
    await formField.waitFor()
    expect(await formField.locator('input, select, button, .rs__control').count()).toBe(0)
    await browser().snapshot('the Form of a submission')
    const link = formField.getByRole('link', { name: contactForm.title, exact: true })
    expect(await link.getAttribute('href')).toBe(`/admin/collections/forms/${form.id}`)
    await link.click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/forms/${form.id}`)
    await expect.poll(() => page.locator('#field-title').inputValue()).toBe(contactForm.title)
    await browser().snapshot('the form opened from its submission')
  })

  test('[FB-57] the forms list shows Title, Fields, Flow, Poll and Updated At', async () => {
    await createForm(admin().host, {
      title: 'Two steps',
      fields: [{ blockType: 'text', name: 'a' }],
      steps: [{ fields: ['a'] }, { fields: [] }],
    })
    const page = await signedIn(`/admin/collections/forms`)
    expect(await columnHeadings(page)).toEqual(['Title', 'Fields', 'Flow', 'Poll', 'Updated At'])
    // Cells after the row's checkbox and title: the field count, the step count (a dash without a flow), the poll type.
    const cells = async (title: string) =>
      (
        await page.locator('table tbody tr', { hasText: title }).locator('td').allInnerTexts()
      ).slice(2, 5)
    expect(await cells('Two steps')).toEqual(['1', '2', '—'])
    expect(await cells('Contact')).toEqual(['13', '—', '—'])
  })

  test('[FB-58] a form that is not a poll shows the poll type only; the settings of its kind appear once it is one; no empty Buttons group', async () => {
    const page = await signedIn(`/admin/collections/forms/${form.id}`)
    await page.locator('#field-title').waitFor()
    for (const tab of ['Fields', 'Flow', 'Response', 'Actions', 'Poll']) {
      await page.getByRole('button', { name: tab, exact: true }).click()
      expect(await page.getByText('Buttons', { exact: true }).count(), tab).toBe(0)
    }
    const poll = page.locator('#field-poll')
    const settings = [
      'Options',
      'Vote Field',
      'Multiple',
      'Visibility',
      'Closed',
      'Closes At',
      'Outcome',
      'Winning Values',
      'Resolved At',
    ]
    const visible = async () =>
      (
        await Promise.all(
          settings.map(async (label) =>
            (await poll.getByText(label, { exact: true }).count()) ? label : null,
          ),
        )
      ).filter(Boolean)
    // The tab's fields render after the click; isVisible() would not wait for them (CI at 0713c88 failed here).
    await poll.getByText('Type', { exact: true }).waitFor({ state: 'visible' })
    expect(await visible()).toEqual([])
    await page.locator('#field-poll__type .rs__control').click()
    await page.getByText('Most voted', { exact: true }).click()
    // Winners of a most-voted poll are the system's to set: the editor has no picker for them.
    await expect.poll(visible).toEqual(settings.filter((label) => label !== 'Winning Values'))
  })

  test('[FB-59] a consent block’s source is picked from the configured sources by title', async () => {
    const page = await signedIn(`/admin/collections/forms/${form.id}`)
    // The admin reopens the tab last used on this form (FB-58 left it on Poll).
    await page.getByRole('button', { name: 'Fields', exact: true }).click()
    // Fields far down the form render once scrolled to (the consent block is the 12th), and the form
    // may render again meanwhile: scroll until the field is there.
    const source = page.locator('#field-fields__11__source')
    await expect
      .poll(
        async () => {
          await page
            .locator('#fields-row-11')
            .scrollIntoViewIfNeeded({ timeout: 2_000 })
            .catch(() => {})
          return source.locator('.rs__single-value').isVisible()
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    expect(await source.locator('.rs__single-value').textContent()).toBe('Privacy policy v1')
    await source.locator('.rs__control').click()
    expect(await page.locator('.rs__menu .rs__option').allInnerTexts()).toEqual([
      'Privacy policy v1',
      'Newsletter',
    ])
    await page.locator('.rs__menu .rs__option', { hasText: 'Newsletter' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(
        async () =>
          ((await storedForm(form.id)).fields as Array<{ name?: string; source?: string }>).find(
            (field) => field.name === 'privacy',
          )?.source,
      )
      .toBe('newsletter')
  })

  test('[FB-62] the form editor offers validation rules and a poll’s visibility by label (Minimum length, Editors only), stored by their keys', async () => {
    const labelled = await createForm(admin().host, {
      title: 'Labelled',
      fields: [
        { blockType: 'text', name: 'nickname', validation: [{ rule: 'minLength', value: '3' }] },
      ],
      poll: { type: 'mostVoted', visibility: 'editors', options: [{ value: 'a' }, { value: 'b' }] },
    })
    const page = await signedIn(`/admin/collections/forms/${labelled.id}`)
    await page.getByRole('button', { name: 'Fields', exact: true }).click()
    const rule = page.locator('#field-fields__0__validation__0__rule')
    await rule.locator('.rs__single-value').waitFor()
    expect(await rule.locator('.rs__single-value').innerText()).toBe('Minimum length')
    await rule.locator('.rs__control').click()
    const offered = await page.locator('.rs__menu .rs__option').allInnerTexts()
    expect(offered).toEqual(
      expect.arrayContaining(['Required', 'Minimum length', 'Maximum length']),
    )
    expect(offered).not.toContain('minLength')
    await page.keyboard.press('Escape')
    await browser().snapshot('validation rule by label')
    await page.getByRole('button', { name: 'Poll', exact: true }).click()
    const visibility = page.locator('#field-poll__visibility .rs__single-value')
    await visibility.waitFor()
    expect([
      await visibility.innerText(),
      await page.locator('#field-poll__type .rs__single-value').innerText(),
    ]).toEqual(['Editors only', 'Most voted'])
    await browser().snapshot('poll settings by label')
    const stored = await storedForm(labelled.id)
    expect([stored.fields[0].validation[0].rule, stored.poll.visibility]).toEqual([
      'minLength',
      'editors',
    ])
  })

  test('[FB-59] an unsaved manual poll offers its own options as winners, without asking the API about a form that does not exist', async () => {
    const page = await signedIn()
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/poll-options')) asked.push(request.url())
    })
    await page.goto(`${admin().url}/admin/collections/forms/create`)
    await page.getByRole('button', { name: 'Poll', exact: true }).click()
    await page.locator('#field-poll__type .rs__control').click()
    await page.getByText('Manual (editors pick winners)', { exact: true }).click()
    await page.getByRole('button', { name: 'Add Option' }).click()
    await page.locator('#field-poll__options__0__label').fill('Vanilla')
    await page.locator('#field-poll__options__0__value').fill('vanilla')
    await page.locator('#field-poll__outcome__winningValues .rs__control').click()
    expect(await page.locator('.rs__menu .rs__option').allInnerTexts()).toEqual(['Vanilla'])
    expect(asked).toEqual([])
  })

  /** The entries of the open select menu. */
  const menuOptions = (page: Page) => page.locator('.rs__menu .rs__option').allInnerTexts()
  /** The first email action's Department and From pickers offer what is configured; Support and the one sender are picked. */
  const pickSupportFromForms = async (page: Page) => {
    await page.locator('#field-actions__0__department .rs__control').click()
    expect(await menuOptions(page)).toEqual(['Sales', 'Support'])
    await page.locator('.rs__menu .rs__option', { hasText: 'Support' }).click()
    await page.locator('#field-actions__0__from .rs__control').click()
    expect(await menuOptions(page)).toEqual(['Forms <forms@example.test>'])
    await page.locator('.rs__menu .rs__option').first().click()
  }

  /** Drops the answers a test provoked on purpose (a save the server refuses) from what afterEach checks. */
  const expectFailed = (pattern: RegExp) => {
    seen.failed = seen.failed.filter((entry) => !pattern.test(entry))
  }

  test('[FB-68] emailTeam’s department and sender are picked from the configured departments and addresses by name; saving without a department marks the field', async () => {
    const mailed = await createForm(admin().host, {
      title: 'Mailed',
      actions: [{ blockType: 'emailTeam', department: 'sales', subject: 'New lead' }],
    })
    const page = await signedIn(`/admin/collections/forms/${mailed.id}`)
    const formState = watchFormState(page)
    await page.getByRole('button', { name: 'Actions', exact: true }).click()
    const department = page.locator('#field-actions__0__department')
    await department.locator('.rs__single-value').waitFor()
    expect(await department.locator('.rs__single-value').innerText()).toBe('Sales')
    await pickSupportFromForms(page)
    await browser().snapshot('email action pickers')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(async () => (await storedForm(mailed.id)).actions[0])
      .toMatchObject({
        department: 'support',
        address: 'support@example.test',
        from: 'forms@example.test',
      })
    // No department: the save is refused at the field itself, not only in a toast naming its path.
    await department.locator('.clear-indicator').click()
    // As a person pauses: a form-state reply still in flight when the refusal's errors arrive would
    // merge over them and take the message off the field (Payload 3.90's Form; see watchFormState).
    await formState.settled()
    await page.getByRole('button', { name: 'Save' }).click()
    // The admin's own required check, or the server's refusal when the save outran it.
    await expect
      .poll(() => department.locator('.field-error').textContent())
      .toMatch(/^(This field is required\.|Pick a department\.)$/)
    await browser().snapshot('department missing')
    expect((await storedForm(mailed.id)).actions[0].department).toBe('support')
    // The refused save, unless the admin's own check stopped it first.
    expectFailed(new RegExp(`^400 PATCH .*/api/forms/${mailed.id}\\?`))
  })

  test('[FB-69] a step’s fields are picked from the form’s own fields by label and stored by name', async () => {
    const stepped = await createForm(admin().host, {
      title: 'Stepped',
      fields: [
        { blockType: 'text', name: 'fullName', label: 'Full name' },
        { blockType: 'email', name: 'mail', label: 'Email address' },
        { blockType: 'text', name: 'nickname' },
      ],
      steps: [{ title: 'You', fields: ['fullName'] }],
    })
    const page = await signedIn(`/admin/collections/forms/${stepped.id}`)
    await page.getByRole('button', { name: 'Flow', exact: true }).click()
    const fields = page.locator('#field-steps__0__fields')
    await fields.locator('.rs__multi-value').first().waitFor()
    expect(await fields.locator('.rs__multi-value').allInnerTexts()).toEqual(['Full name'])
    await fields.locator('.rs__control').click()
    expect(await menuOptions(page)).toEqual(['Email address', 'nickname'])
    await page.locator('.rs__menu .rs__option', { hasText: 'Email address' }).click()
    await browser().snapshot('step fields picker')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(async () => (await storedForm(stepped.id)).steps[0].fields)
      .toEqual(['fullName', 'mail'])
  })

  test('[FB-70] each row of the form’s field and action blocks is headed by its field’s label, else its name, or its subject, after its number and type', async () => {
    const page = await signedIn(`/admin/collections/forms/${form.id}`)
    await page.getByRole('button', { name: 'Fields', exact: true }).click()
    const headers = page.locator('#field-fields .blocks-field__block-header')
    await headers.first().waitFor()
    expect(await headers.first().innerText()).toMatch(/^01\s*Text\s*Full name \(renamed\)$/)
    expect((await headers.allInnerTexts()).map((text) => text.split(/\s+/).at(-1))).toEqual(
      expect.arrayContaining(['Email', 'Department', 'Newsletter']),
    )
    expect(await page.locator('#field-fields').getByText('Untitled').count()).toBe(0)
    await browser().snapshot('field rows labelled')
    // A new row follows what the editor types.
    await page.locator('#field-fields__0__label').fill('Your name')
    await expect.poll(() => headers.first().innerText()).toMatch(/Your name$/)
    // Without a label, the row is headed by the field's name.
    const name = await page.locator('#field-fields__0__name').inputValue()
    expect(name).not.toBe('')
    await page.locator('#field-fields__0__label').fill('')
    await expect
      .poll(() => headers.first().innerText())
      .toMatch(new RegExp(`^01\\s*Text\\s*${name}$`))
    // An email action's row by its subject; an action without one by its number and type alone.
    await page.getByRole('button', { name: 'Actions', exact: true }).click()
    const actionHeaders = page.locator('#field-actions .blocks-field__block-header')
    await actionHeaders.first().waitFor()
    expect(
      (await actionHeaders.allInnerTexts()).map((text) => text.trim().split(/\s+/).join(' ')),
    ).toEqual([
      '01 Email the team New contact',
      '02 Explode',
      '03 Email the submitter Thanks for writing',
    ])
    await browser().snapshot('action rows labelled')
  })

  test('[FB-71] lists show a poll’s type and a submission’s status by label, not by key', async () => {
    await createForm(admin().host, {
      title: 'Flavours',
      poll: { type: 'mostVoted', options: [{ value: 'a' }, { value: 'b' }] },
    })
    const page = await signedIn()
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Forms', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/forms')
    const pollCell = page.locator('table tbody tr', { hasText: 'Flavours' }).locator('td').nth(4)
    await expect.poll(() => pollCell.innerText()).toBe('Most voted')
    await browser().snapshot('poll type in the forms list')
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Form Submissions' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/form-submissions')
    const headings = await columnHeadings(page)
    const status = page
      .locator('table tbody tr')
      .first()
      .locator('td')
      .nth(headings.indexOf('Status') + 1)
    expect(await status.innerText()).toBe('Received')
  })

  test('[FB-72] the admin offers no way to create a submission by hand; the public intake still creates them', async () => {
    const page = await signedIn()
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Form Submissions' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/form-submissions')
    await page.locator('table tbody tr').first().waitFor()
    const createLinks = 'a[href$="/collections/form-submissions/create"]'
    expect(await page.locator(createLinks).count()).toBe(0)
    expect(await page.getByText('Create New', { exact: true }).count()).toBe(0)
    await browser().snapshot('submissions list without Create New')
    await page.locator('table tbody tr').first().getByRole('link').first().click()
    await page.locator('.fb-submission-answers').waitFor()
    expect(await page.locator(createLinks).count()).toBe(0)
    // The forms list still offers it: only submissions are the intake's to create.
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Forms', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/forms')
    await page.locator('a[href$="/collections/forms/create"]').first().waitFor()
    const response = await fetch(`${admin().host.api}/form-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: form.id,
        values: { name: 'Bo', email: 'bo@example.test', privacy: true },
      }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
  })

  test('[FB-76] journey: an editor builds a multi-step form with a field of every type, a consent source, steps and an email to a department, with the admin’s pickers only', async () => {
    const page = await signedIn()
    const formState = watchFormState(page)
    const snapshot = browser().snapshot
    await snapshot('01 dashboard')
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Forms', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/forms')
    const createNew = page.locator('a[href$="/collections/forms/create"]').first()
    await createNew.waitFor()
    await snapshot('02 forms list')
    await createNew.click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/forms/create')
    await page.locator('#field-title').fill('Job application')
    await page.getByRole('button', { name: 'Fields', exact: true }).click()
    await snapshot('03 new form titled')

    // One field of each type the Fields tab's drawer offers, named by the drawer's label.
    const authored = [
      { block: 'Text', type: 'text', name: 'fullName', label: 'Full name' },
      { block: 'Text area', type: 'textarea', name: 'motivation', label: 'Motivation' },
      { block: 'Email', type: 'email', name: 'email', label: 'Email address' },
      { block: 'Number', type: 'number', name: 'years', label: 'Years of experience' },
      { block: 'Select', type: 'select', name: 'role', label: 'Role', option: 'Developer' },
      {
        block: 'Radio group',
        type: 'radio',
        name: 'workMode',
        label: 'Work mode',
        option: 'Remote',
      },
      { block: 'Checkbox', type: 'checkbox', name: 'relocate', label: 'Willing to relocate' },
      { block: 'Date', type: 'date', name: 'startDate', label: 'Earliest start' },
      { block: 'Country', type: 'country', name: 'country', label: 'Country of residence' },
      { block: 'Message', type: 'message' },
      { block: 'Consent', type: 'consent', name: 'privacy', label: 'Privacy' },
      { block: 'File upload', type: 'file', name: 'cv', label: 'CV' },
      {
        block: 'Repeater',
        type: 'repeater',
        name: 'references',
        label: 'References',
        column: 'Contact',
      },
      { block: 'Hidden', type: 'hidden', name: 'campaign' },
    ]
    const drawerBlocks = page.locator('.blocks-drawer__block')
    for (const [index, field] of authored.entries()) {
      await formState.settled()
      await page.getByRole('button', { name: 'Add Field', exact: true }).click()
      await drawerBlocks.first().waitFor()
      if (index === 0) {
        expect((await drawerBlocks.allInnerTexts()).map((text) => text.trim()).sort()).toEqual(
          authored.map(({ block }) => block).sort(),
        )
        await snapshot('04 field types in the drawer')
      }
      await drawerBlocks.filter({ hasText: new RegExp(`^${field.block}$`) }).click()
      await drawerBlocks.first().waitFor({ state: 'hidden' })
      // As a person reads the new row before typing: typed into while its fields' state is still on the
      // way, Payload 3.90's form merges that state over what was typed (CI lost a consent row this way).
      await formState.settled()
      const row = page.locator(`#fields-row-${index}`)
      await row.scrollIntoViewIfNeeded()
      const at = `#field-fields__${index}__`
      if (field.name) await page.locator(`${at}name`).fill(field.name)
      if (field.label) await page.locator(`${at}label`).fill(field.label)
      if (field.option) {
        await formState.settled()
        await row.getByRole('button', { name: 'Add Option', exact: true }).click()
        await formState.settled()
        await page.locator(`${at}options__0__label`).fill(field.option)
        await page.locator(`${at}options__0__value`).fill(field.option.toLowerCase())
      }
      if (field.column) {
        await formState.settled()
        await row.getByRole('button', { name: 'Add Column', exact: true }).click()
        await formState.settled()
        await page.locator(`${at}columns__0__name`).fill(field.column.toLowerCase())
        await page.locator(`${at}columns__0__label`).fill(field.column)
      }
      if (field.type === 'message')
        await row.locator('[contenteditable="true"]').fill('Tell us about yourself.')
      if (field.type === 'hidden') await page.locator(`${at}defaultValue`).fill('jobs-page')
      if (field.type === 'consent') {
        const source = page.locator(`${at}source`)
        await source.locator('.rs__control').click()
        expect(await menuOptions(page)).toEqual(['Privacy policy v1', 'Newsletter'])
        await page.locator('.rs__menu .rs__option', { hasText: 'Privacy policy v1' }).click()
        expect(await source.locator('.rs__single-value').innerText()).toBe('Privacy policy v1')
        await snapshot('05 consent source picked')
      }
      if (field.type === 'select') await snapshot('06 select with its option')
    }
    const headers = page.locator('#field-fields .blocks-field__block-header')
    expect(await headers.count()).toBe(authored.length)
    await snapshot('07 a field of every type')

    // Steps built from the form's own fields, picked by label.
    await page.getByRole('button', { name: 'Flow', exact: true }).click()
    const steps = [
      { title: 'About you', fields: ['Full name', 'Email address', 'Country of residence'] },
      {
        title: 'Experience',
        fields: [
          'Motivation',
          'Years of experience',
          'Role',
          'Work mode',
          'Willing to relocate',
          'Earliest start',
          'References',
          'CV',
        ],
      },
      { title: 'Consent', fields: ['Privacy'] },
    ]
    for (const [index, step] of steps.entries()) {
      await formState.settled()
      await page.getByRole('button', { name: 'Add Step', exact: true }).click()
      await formState.settled()
      await page.locator(`#field-steps__${index}__title`).fill(step.title)
      const picker = page.locator(`#field-steps__${index}__fields`)
      for (const label of step.fields) {
        // The chevron: the middle of the control may be a picked field's remove button by now.
        await picker.locator('.dropdown-indicator').click()
        if (index === 0 && label === step.fields[0]) {
          expect(await menuOptions(page)).toEqual(
            authored.filter(({ name }) => name).map(({ name, label: shown }) => shown ?? name),
          )
        }
        await page
          .locator('.rs__menu .rs__option')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .click()
      }
      expect(await picker.locator('.rs__multi-value').allInnerTexts()).toEqual(step.fields)
      await snapshot(`08 step ${index + 1} fields picked`)
    }

    // An email to a department, from a configured sender.
    await page.getByRole('button', { name: 'Actions', exact: true }).click()
    await formState.settled()
    await page.getByRole('button', { name: 'Add Action', exact: true }).click()
    await drawerBlocks.filter({ hasText: /^Email the team$/ }).click()
    await drawerBlocks.first().waitFor({ state: 'hidden' })
    await formState.settled()
    await pickSupportFromForms(page)
    await page.locator('#field-actions__0__subject').fill('New application')
    await snapshot('09 email the team')

    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) =>
      /^\/admin\/collections\/forms\/(?!create$)[^/]+$/.test(url.pathname),
    )
    await snapshot('10 saved')
    const id = new URL(page.url()).pathname.split('/').at(-1)!
    const saved = await storedForm(id)
    const fields = saved.fields as Array<Record<string, any>>
    expect(saved.title).toBe('Job application')
    expect(
      fields.map((field) => [field.blockType, field.name ?? null, field.label ?? null]),
    ).toEqual(authored.map(({ type, name, label }) => [type, name ?? null, label ?? null]))
    expect(fields.find((field) => field.blockType === 'consent')!.source).toBe('privacy-v1')
    expect(fields.find((field) => field.blockType === 'select')!.options).toEqual([
      expect.objectContaining({ label: 'Developer', value: 'developer' }),
    ])
    expect(fields.find((field) => field.blockType === 'repeater')!.columns).toEqual([
      expect.objectContaining({ name: 'contact', label: 'Contact' }),
    ])
    const nameOf = new Map(authored.map(({ name, label }) => [label, name]))
    expect(
      (saved.steps as Array<{ title: string; fields: string[] }>).map(
        ({ title, fields: names }) => ({ title, fields: names }),
      ),
    ).toEqual(
      steps.map(({ title, fields: labels }) => ({
        title,
        fields: labels.map((label) => nameOf.get(label)),
      })),
    )
    expect(saved.actions).toEqual([
      expect.objectContaining({
        blockType: 'emailTeam',
        department: 'support',
        address: 'support@example.test',
        from: 'forms@example.test',
        subject: 'New application',
      }),
    ])
  }, 240_000)
})

describeFamily(
  'FB',
  'the admin views with polls off and a button field of the host’s, in Chromium',
  () => {
    // Options reach the admin app as JSON: false, not undefined, turns polls off.
    const admin = useAdminHost({
      fixture: FIXTURE,
      options: { plugin: { poll: false }, hostButtonField: true },
    })
    const browser = useBrowser()

    test('[FB-58] once a host adds a field to the buttons group, the form editor shows the Buttons group with it', async () => {
      const { page } = browser()
      const form = await createForm(admin().host, {
        title: 'Styled',
        fields: [{ blockType: 'text', name: 'a' }],
      })
      await signInToAdmin(page, admin().url, EDITOR, `/admin/collections/forms/${form.id}`)
      await page.locator('#field-title').waitFor()
      const group = page.locator('.group-field', {
        has: page.getByText('Buttons', { exact: true }),
      })
      await group.getByText('Button style', { exact: true }).waitFor()
      await browser().snapshot('the host’s button field in the Buttons group')
    })

    test('[FB-57] without polls the forms list has no Poll column', async () => {
      const { page } = browser()
      await createForm(admin().host, { title: 'Plain', fields: [{ blockType: 'text', name: 'a' }] })
      await signInToAdmin(page, admin().url, EDITOR, '/admin/collections/forms')
      expect(await columnHeadings(page)).toEqual(['Title', 'Fields', 'Flow', 'Updated At'])
    })
  },
)
