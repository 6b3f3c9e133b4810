import type { Page } from 'playwright-core'
import type { AdminHost } from '../../fixtures/admin-app'
import { beforeAll, describeFamily, expect, test } from '../harness'
import { box, openNav } from '../harness/browser'
import { people, publishGuide, publishNewGuide, useWikiAdmin } from './browser'

/** Guides of every surface's kind, a draft among them, and a post with a hero block; returns the post. */
const seedGuides = async (admin: AdminHost, { notes = true } = {}) => {
  const { payload } = admin.host
  for (const person of Object.values(people))
    await payload.create({ collection: 'users', data: person as never })
  const guide = (
    title: string,
    targets: Record<string, string[]>,
    status: 'draft' | 'published' = 'published',
  ) =>
    payload.create({
      collection: 'wiki-pages',
      data: { _status: status, audience: 'everyone', title, ...targets } as never,
      draft: status === 'draft',
    })
  await guide('Writing posts', { targetCollections: ['collection/posts'] })
  await guide('Posts checklist', { targetCollections: ['collection/posts'] })
  await guide('Unfinished post guide', { targetCollections: ['collection/posts'] }, 'draft')
  await guide('Good post titles', { targetFields: ['collection/posts/title'] })
  await guide('Site settings explained', { targetGlobals: ['global/settings'] })
  await guide('Hero blocks', { targetBlocks: ['block/hero'] })
  // An excluded collection is no target a new guide may name.
  if (notes) await guide('About notes', { targetCollections: ['collection/notes'] })
  return payload.create({
    collection: 'posts',
    data: { title: 'Hello', layout: [{ blockType: 'hero', heading: 'Welcome' }] } as never,
  })
}

const titlesIn = async (page: Page, selector: string) =>
  page.locator(`${selector} .wiki-guides__list > li > a:first-child`).allInnerTexts()

/** The users' team field and its guide: a surface of another entity than the page's own (WK-82). */
const TEAM_HELP = '.wiki-guides[data-target="collection/users/team"]'
const publishTeamGuide = (admin: AdminHost) =>
  publishGuide(admin, 'Teams explained', { targetFields: ['collection/users/team'] })
/** The team field's guide titles, once its list is shown. */
const teamGuideTitles = async (page: Page) => {
  await page.locator(`${TEAM_HELP} .wiki-guides__list`).waitFor()
  return titlesIn(page, TEAM_HELP)
}

describeFamily('WK', 'the wiki in the admin (defaults), in Chromium', () => {
  const { admin, browser, session } = useWikiAdmin()
  let post: { id: number | string }
  beforeAll(async () => {
    post = await seedGuides(admin())
  })

  test('[WK-24] a collection document’s sidebar lists its published guides by title, linked to them; drafts never show', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    const panel = page.locator('.wiki-panel')
    await panel.locator('.wiki-guides__list').waitFor()
    expect(await panel.getByRole('heading', { name: 'Guides' }).count()).toBe(1)
    expect(await titlesIn(page, '.wiki-panel')).toEqual(['Posts checklist', 'Writing posts'])
    // In the document sidebar, beside the document's own sidebar fields.
    expect(await page.locator('.document-fields__sidebar .wiki-panel').count()).toBe(1)
    const { docs } = await admin().host.payload.find({
      collection: 'wiki-pages',
      where: { title: { equals: 'Writing posts' } },
    })
    expect(await page.getByText('Unfinished post guide').count()).toBe(0)
    // A title leads a reader to the guide's read view in the wiki, not to its edit form.
    expect(await panel.getByRole('link', { name: 'Writing posts' }).getAttribute('href')).toBe(
      `/admin/wiki/guides/${docs[0]!.id}`,
    )
    await panel.getByRole('link', { name: 'Writing posts' }).click()
    await page.waitForURL((url) => url.pathname === `/admin/wiki/guides/${docs[0]!.id}`)
    await page.getByRole('heading', { name: 'Writing posts' }).first().waitFor()
  })

  test('[WK-25] every surface on a page view reads one targets-map request: panel, field help and block help', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    await page.locator('.wiki-panel .wiki-guides__list').waitFor()
    await page.locator('.wiki-field-help, [data-target="collection/posts/title"]').first().waitFor()
    await page.locator('.wiki-block-help').first().waitFor()
    // Counted a second after the surfaces showed, so that a request after the first would be seen.
    await page.waitForTimeout(1_000)
    expect(session.mapRequests(`/admin/collections/posts/${post.id}`)).toEqual([
      expect.stringMatching(/\/api\/wiki-pages\/targets-map\?language=en(&[^&]+)*$/),
    ])
    // The list view's band and a global's panel: one request each too.
    for (const [path, surface] of [
      ['/admin/collections/posts', '.wiki-band'],
      ['/admin/globals/settings', '.wiki-panel'],
    ]) {
      await page.goto(`${admin().url}${path}`)
      await page.locator(`${surface} .wiki-guides__list`).waitFor()
      await page.waitForTimeout(1_000)
      expect(session.mapRequests(path), path).toHaveLength(1)
    }
  })

  test('[WK-82] a page asks targets-map for its own entity only; a surface of another (the account’s user fields) asks once more by key and shows its guides', async () => {
    await publishTeamGuide(admin())
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    await page.locator('.wiki-panel .wiki-guides__list').waitFor()
    expect(session.mapRequests(`/admin/collections/posts/${post.id}`)).toEqual([
      expect.stringMatching(/\/targets-map\?language=en&for=collection%2Fposts$/),
    ])
    // The account, from the avatar in the header: no entity of its own in the path.
    await page.locator('a[href$="/admin/account"]').first().click()
    await page.waitForURL((url) => url.pathname === '/admin/account')
    expect(await teamGuideTitles(page)).toEqual(['Teams explained'])
    await browser().snapshot('account field help asked for by key')
    const asked = session.mapRequests('/admin/account')
    expect(asked).toEqual([
      expect.stringMatching(/&for=$/),
      expect.stringMatching(/&targets=[^&]*collection%2Fusers%2Fteam/),
    ])
  })

  test('[WK-25] signing out and the login screen ask targets-map nothing and show no wiki surface (no 401 for a reader who is gone)', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts`)
    await page.locator('.wiki-band .wiki-guides__list').waitFor()
    await page.goto(`${admin().url}/admin/logout`)
    await page.waitForURL((url) => url.pathname.endsWith('/login'))
    await page.getByLabel('Email').waitFor()
    expect(await page.locator('[class^="wiki-"], [class*=" wiki-"]').count()).toBe(0)
    expect(await page.getByText('Loading guides').count()).toBe(0)
    expect([
      ...session.mapRequests('/admin/logout'),
      ...session.mapRequests('/admin/login'),
    ]).toEqual([])
  })

  test('[WK-26] a global’s sidebar lists its guides', async () => {
    const page = await session.open(people.editor, `/admin/globals/settings`)
    await page.locator('.wiki-panel .wiki-guides__list').waitFor()
    expect(await titlesIn(page, '.wiki-panel')).toEqual(['Site settings explained'])
    // In the global's document sidebar, as on a collection document.
    expect(await page.locator('.document-fields__sidebar .wiki-panel').count()).toBe(1)
  })

  test('[WK-27] a collection’s list view shows a guides band before the table (the default slot)', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts`)
    const band = page.locator('.wiki-band')
    await band.locator('.wiki-guides__list').waitFor()
    expect(await band.getByRole('heading').innerText()).toBe('Guides for Posts')
    expect(await titlesIn(page, '.wiki-band')).toEqual(['Posts checklist', 'Writing posts'])
    await expectBandAt(page, 'beforeListTable')
    // The sidebar panel's ui field is no list column, and the Columns picker does not offer it.
    expect(
      (await page.locator('.table thead th').allInnerTexts()).filter((heading) =>
        /wiki/i.test(heading),
      ),
    ).toEqual([])
    await page.getByRole('button', { name: 'Columns' }).click()
    const picker = page.locator('.pill-selector')
    await picker.getByText('Title').waitFor()
    expect(await picker.getByText(/wiki/i).count()).toBe(0)
  })

  test('[WK-28] guides of a field show after that field’s input, and only there', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    const help = page.locator('section.wiki-guides[data-target="collection/posts/title"]')
    await help.waitFor()
    expect(await help.getByRole('link').allInnerTexts()).toEqual(['Good post titles'])
    // Inside the title field, below its input.
    const field = page.locator('.field-type.text', { has: page.locator('#field-title') })
    expect(await field.locator('section.wiki-guides').count()).toBe(1)
    const [input, helpBox] = [
      await page.locator('#field-title').boundingBox(),
      await help.boundingBox(),
    ]
    expect(helpBox!.y).toBeGreaterThanOrEqual(input!.y + input!.height)
    // Fields without guides show no help at all.
    expect(
      await page.locator('section.wiki-guides[data-target^="collection/posts/"]').count(),
    ).toBe(1)
  })

  test('[WK-28] a group, array or blocks field lists its guides under its heading, before the fields, rows or add button it holds', async () => {
    const { payload } = admin().host
    const holders = [
      ['collection/posts/meta', 'Meta explained', 'group-field', '.render-fields'],
      ['collection/posts/items', 'Items explained', 'array-field', '.array-field__add-row'],
      ['collection/posts/layout', 'Layouts explained', 'blocks-field', '.blocks-field__row'],
    ] as const
    const created = []
    for (const [key, title] of holders)
      created.push(await publishGuide(admin(), title, { targetFields: [key] }))
    try {
      const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
      for (const [key, title, container, content] of holders) {
        const help = page.locator(`section.wiki-guides[data-target="${key}"]`)
        await help.waitFor()
        expect(await help.getByRole('link').allInnerTexts(), key).toEqual([title])
        // Its own container's, between that container's heading and the first thing it holds.
        const holder = page.locator(`.${container}`, { has: help }).last()
        const [heading, helpBox, held] = [
          await box(holder.locator(`.${container}__header`).first()),
          await box(help),
          await box(holder.locator(content).first()),
        ]
        expect(helpBox.y, key).toBeGreaterThanOrEqual(heading.y + heading.height - 1)
        expect(helpBox.y + helpBox.height, key).toBeLessThanOrEqual(held.y + 1)
      }
      await browser().snapshot('guides of a group, an array and a blocks field')
    } finally {
      for (const id of created) await payload.delete({ collection: 'wiki-pages', id })
    }
  })

  test('[WK-78] a described field’s guides follow its description: the description stays right under the input', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    const field = page.locator('.field-type.text', { has: page.locator('#field-title') })
    const help = field.locator('section.wiki-guides[data-target="collection/posts/title"]')
    await help.waitFor()
    const description = field.locator('.field-description')
    expect(await description.innerText()).toBe('Shown in lists and the browser tab.')
    const [input, descriptionBox, helpBox] = [
      await page.locator('#field-title').boundingBox(),
      await description.boundingBox(),
      await help.boundingBox(),
    ]
    expect(descriptionBox!.y).toBeGreaterThanOrEqual(input!.y + input!.height)
    expect(helpBox!.y).toBeGreaterThanOrEqual(descriptionBox!.y + descriptionBox!.height)
    await browser().snapshot('field help after the description')
    const prefix = admin().host.payload.config.cookiePrefix || 'payload'
    await browser().context.addCookies([{ name: `${prefix}-lng`, value: 'de', url: admin().url }])
    await page.reload()
    await field
      .locator('section.wiki-guides h4', { hasText: 'Anleitungen zu diesem Feld' })
      .waitFor()
    await browser().snapshot('field help after the description, German')
  })

  test('[WK-29] guides of a block show as chips inside each row of that block', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    const row = page.locator('.blocks-field__row', { has: page.locator('.wiki-block-help') })
    await row.first().waitFor()
    expect(await row.count()).toBe(1)
    const chip = row.locator('.wiki-block-help a.pill')
    expect(await chip.allInnerTexts()).toEqual(['Hero blocks'])
    const { docs } = await admin().host.payload.find({
      collection: 'wiki-pages',
      where: { title: { equals: 'Hero blocks' } },
    })
    expect(await chip.getAttribute('href')).toBe(`/admin/wiki/guides/${docs[0]!.id}`)
    // In each row of the block, not only the first.
    const twoHeroes = await admin().host.payload.create({
      collection: 'posts',
      data: {
        title: 'Two heroes',
        layout: [
          { blockType: 'hero', heading: 'A' },
          { blockType: 'hero', heading: 'B' },
        ],
      } as never,
    })
    await page.goto(`${admin().url}/admin/collections/posts/${twoHeroes.id}`)
    await row.nth(1).waitFor()
    expect(await row.count()).toBe(2)
    for (const index of [0, 1])
      expect(await row.nth(index).locator('.wiki-block-help a.pill').allInnerTexts()).toEqual([
        'Hero blocks',
      ])
  })

  test('[WK-30] writeAffordances editMode: write and edit controls show only after the reader turns edit mode on, and only when targets-map allows them', async () => {
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    const panel = page.locator('.wiki-panel')
    await panel.locator('.wiki-guides__list').waitFor()
    expect(await panel.locator('.wiki-guides__write, .wiki-guides__edit').count()).toBe(0)
    await panel.getByLabel('Edit mode').check()
    const write = new URL(
      (await panel.getByRole('link', { name: 'Write a guide for this' }).getAttribute('href'))!,
      admin().url,
    )
    expect([write.pathname, write.searchParams.get('wikiTarget')]).toEqual([
      '/admin/collections/wiki-pages/create',
      'collection/posts',
    ])
    expect(await panel.getByRole('link', { name: 'Edit guide' }).count()).toBe(2)
  })

  test('[WK-73] edit mode: one write control per target (repeated rows included), a group’s under its heading, none for layout-only fields', async () => {
    const page = await session.open(people.editor)
    // Two array rows and two hero rows: the same field targets, repeated.
    const busy = await admin().host.payload.create({
      collection: 'posts',
      data: {
        title: 'Busy',
        items: [{ label: 'one' }, { label: 'two' }],
        layout: [
          { blockType: 'hero', heading: 'A' },
          { blockType: 'hero', heading: 'B' },
        ],
      } as never,
    })
    await page.goto(`${admin().url}/admin/collections/posts/${busy.id}`)
    const panel = page.locator('.wiki-panel')
    await panel.locator('.wiki-guides__list').waitFor()
    await panel.getByLabel('Edit mode').check()
    // Payload renders a collapsible's fields once it scrolls into view.
    await page.locator('.collapsible-field').scrollIntoViewIfNeeded()
    await page.locator('.wiki-guides__write[data-target="collection/posts/canonicalUrl"]').waitFor()
    // Back to the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0))
    await browser().snapshot('edit mode on')
    const writes = await page
      .locator('.wiki-guides__write')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-target')))
    // Every field target of the open tab once; the row and the collapsible add none of their own.
    expect(writes.sort()).toEqual(
      [
        'collection/posts',
        'collection/posts/title',
        'collection/posts/meta',
        'collection/posts/meta.description',
        'collection/posts/items',
        'collection/posts/items.label',
        'collection/posts/seo.keywords',
        'collection/posts/layout',
        'block/hero/heading',
        'collection/posts/quotes',
        'collection/posts/author',
        'collection/posts/readingTime',
        'collection/posts/canonicalUrl',
      ].sort(),
    )
    expect(await page.locator('.row__fields .wiki-guides__write').count()).toBe(2)
    expect(await page.locator('.collapsible-field .wiki-guides__write').count()).toBe(1)
    // Repeated rows: the first row has the control, the second none.
    expect(
      await page.locator('.array-field__row').nth(0).locator('.wiki-guides__write').count(),
    ).toBe(1)
    expect(
      await page.locator('.array-field__row').nth(1).locator('.wiki-guides__write').count(),
    ).toBe(0)
    expect(
      await page.locator('.blocks-field__row').nth(1).locator('.wiki-guides__write').count(),
    ).toBe(0)
    // The group's own control sits under its heading, above its first field; the field's below its input.
    const group = await page
      .locator('.wiki-guides__write[data-target="collection/posts/meta"]')
      .boundingBox()
    const description = await page.locator('#field-meta__description').boundingBox()
    const descriptionWrite = await page
      .locator('.wiki-guides__write[data-target="collection/posts/meta.description"]')
      .boundingBox()
    expect(group!.y + group!.height).toBeLessThanOrEqual(description!.y)
    expect(descriptionWrite!.y).toBeGreaterThanOrEqual(description!.y + description!.height)
  })

  test('[WK-31] a reader without create or update permission gets no edit-mode switch and no write or edit controls', async () => {
    const page = await session.open(people.reader, `/admin/collections/posts/${post.id}`)
    const panel = page.locator('.wiki-panel')
    await panel.locator('.wiki-guides__list').waitFor()
    expect(await titlesIn(page, '.wiki-panel')).toEqual(['Posts checklist', 'Writing posts'])
    expect(await panel.getByLabel('Edit mode').count()).toBe(0)
    expect(await page.locator('.wiki-guides__write, .wiki-guides__edit').count()).toBe(0)
  })

  test('[WK-80] journey: an editor opens a post from the nav, writes and publishes a guide from a field’s “Write a guide for this”, goes back by “Back to where you came from”, finds the guide under the field and reads it in the wiki', async () => {
    const page = await session.open(people.editor)
    await browser().snapshot('1 dashboard')
    await openNav(page)
    await page.locator('.nav__wrap').getByRole('link', { name: 'Posts', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/posts')
    await page
      .locator('.table tbody tr', { hasText: 'Hello' })
      .first()
      .getByRole('link')
      .first()
      .click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/posts/${post.id}`)
    const panel = page.locator('.wiki-panel')
    await panel.locator('.wiki-guides__list').waitFor()
    // No guide on the Author field yet, and no write control until edit mode is on.
    const authorWrite = page.locator('.wiki-guides__write[data-target="collection/posts/author"]')
    expect(await authorWrite.count()).toBe(0)
    await panel.getByLabel('Edit mode').check()
    await authorWrite.waitFor()
    expect(await authorWrite.innerText()).toBe('Write a guide for this')
    await browser().snapshot('2 post in edit mode')

    await authorWrite.click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/wiki-pages/create')
    const back = page.getByRole('link', { name: 'Back to where you came from' })
    await back.waitFor()
    await page.locator('#field-title').fill('Crediting the author')
    const body = page.locator('.rich-text-lexical [contenteditable="true"]').first()
    await body.click()
    await page.keyboard.type('Use the name printed in the byline.')
    await page.getByRole('button', { name: 'Targets', exact: true }).click()
    await page.locator('#field-targetFields').waitFor()
    expect(await page.locator('#field-targetFields .rs__multi-value').allInnerTexts()).toEqual([
      'Posts › Author',
    ])
    await browser().snapshot('3 prefilled guide form')
    await publishNewGuide(page)
    await back.waitFor()
    await browser().snapshot('4 guide published')

    await back.click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/posts/${post.id}`)
    const authorGuides = page.locator('section.wiki-guides[data-target="collection/posts/author"]')
    const guideLink = authorGuides.getByRole('link', { name: 'Crediting the author', exact: true })
    await guideLink.waitFor()
    await browser().snapshot('5 guide under the field')

    await guideLink.click()
    await page.waitForURL((url) => /^\/admin\/wiki\/guides\/[^/]+$/.test(url.pathname))
    await page.getByRole('heading', { name: 'Crediting the author' }).first().waitFor()
    await page.getByText('Use the name printed in the byline.').waitFor()
    await browser().snapshot('6 guide read in the wiki')
  })
})

describeFamily(
  'WK',
  'the wiki in the admin (triggers, exclusions, writeAffordances always), in Chromium',
  () => {
    const { admin, browser, session } = useWikiAdmin({
      wiki: {
        exclude: { collections: ['notes'] },
        triggers: { edit: false, list: { slot: 'afterList' } },
        writeAffordances: 'always',
      },
    })
    let post: { id: number | string }
    beforeAll(async () => {
      post = await seedGuides(admin(), { notes: false })
    })

    test('[WK-32] triggers.edit off: no sidebar panel on collection documents, field help and the list band stay', async () => {
      const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
      await page
        .locator('section.wiki-guides[data-target="collection/posts/title"] .wiki-guides__list')
        .waitFor()
      expect(await page.locator('.wiki-panel').count()).toBe(0)
      await page.goto(`${admin().url}/admin/globals/settings`)
      await page.locator('.wiki-panel .wiki-guides__list').waitFor()
    })

    test('[WK-33] triggers.list { slot: afterList } puts the band below the list', async () => {
      await expectBandAt(await session.open(people.editor, `/admin/collections/posts`), 'afterList')
    })

    test('[WK-34] writeAffordances always: write and edit controls show without an edit-mode switch', async () => {
      const page = await session.open(people.editor, `/admin/collections/posts`)
      const band = page.locator('.wiki-band')
      await band.locator('.wiki-guides__list').waitFor()
      expect(await band.getByLabel('Edit mode').count()).toBe(0)
      expect(await band.getByRole('link', { name: 'Write a guide for this' }).count()).toBe(1)
      expect(await band.getByRole('link', { name: 'Edit guide' }).count()).toBe(2)
    })

    test('[WK-34] writeAffordances always, as a reader’s permissions allow: a reader without create or update gets no write or edit control', async () => {
      const page = await session.open(people.reader, `/admin/collections/posts`)
      const band = page.locator('.wiki-band')
      await band.locator('.wiki-guides__list').waitFor()
      expect(await band.getByRole('link', { name: /Write a guide/ }).count()).toBe(0)
      expect(await band.getByRole('link', { name: 'Edit guide' }).count()).toBe(0)
      await page.goto(`${admin().url}/admin/collections/posts/${post.id}`)
      await page
        .locator('section.wiki-guides[data-target="collection/posts/title"] .wiki-guides__list')
        .waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.getByRole('link', { name: /Write a guide/ }).count()).toBe(0)
      expect(await page.getByRole('link', { name: 'Edit guide' }).count()).toBe(0)
      await browser().snapshot('a reader, writeAffordances always')
    })

    test('[WK-35] an excluded collection shows no band, no panel and no field help', async () => {
      const page = await session.open(people.editor)
      const note = await admin().host.payload.create({
        collection: 'notes',
        data: { text: 'a note' },
      })
      for (const path of ['/admin/collections/notes', `/admin/collections/notes/${note.id}`]) {
        await page.goto(`${admin().url}${path}`)
        await page.locator(path.endsWith('notes') ? '.table' : '#field-text').waitFor()
        // The page view's targets-map answer arrived, and nothing rendered from it.
        await expect.poll(() => session.mapRequests(path).length).toBe(1)
        await page.waitForLoadState('networkidle')
        expect(await page.locator('.wiki-band, .wiki-panel, .wiki-guides').count()).toBe(0)
      }
    })
  },
)

describeFamily(
  'WK',
  'entities marked for the wiki (custom.adminWiki) and lists without guides (writeAffordances always), in Chromium',
  () => {
    const { admin, browser, session } = useWikiAdmin({
      internals: true,
      wiki: { writeAffordances: 'always', exclude: { collections: ['notes'] } },
    })
    let post: { id: number | string }
    beforeAll(async () => {
      post = await seedGuides(admin(), { notes: false })
      await admin().host.payload.create({
        collection: 'integrations',
        data: { endpoint: 'https://example.test/hook' } as never,
      })
      await admin().host.payload.create({
        collection: 'activity-log',
        data: { event: 'sent', status: 'ok' } as never,
      })
    })

    /** Follows a nav link and waits for the list's table and that page view's targets-map answer. */
    const listVia = async (page: Page, link: string, pathname: string) => {
      await openNav(page)
      await page.locator('.nav').getByRole('link', { name: link, exact: true }).click()
      await page.waitForURL((url) => url.pathname === pathname)
      await page.locator('.table').waitFor()
      await expect.poll(() => session.mapRequests(pathname).length).toBe(1)
      await page.waitForLoadState('networkidle')
    }

    test('[WK-76] Coverage counts the project’s own content: an entity marked none not at all, one marked entityOnly as one target without its fields', async () => {
      const page = await session.open(people.editor, '/admin/wiki')
      await page.locator('.wiki-header').getByRole('link', { name: 'Coverage' }).click()
      await page.waitForURL((url) => url.pathname === '/admin/wiki/coverage')
      await page.locator('.wiki-coverage__summary').waitFor()
      const missing = (await page
        .locator('.wiki-coverage li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-target')))) as string[]
      // Marked entityOnly: the collection, the global and the block count, their fields do not.
      expect(missing).toEqual(
        expect.arrayContaining([
          'collection/integrations',
          'global/integration-defaults',
          'block/httpStep',
        ]),
      )
      // Marked none: the collection, the global and the block not at all, nor their fields.
      expect(
        missing.filter((key) =>
          /^collection\/activity-log|^global\/sync-cache|^block\/noteStep|^collection\/integrations\/|^global\/integration-defaults\/|^block\/httpStep\//.test(
            key,
          ),
        ),
      ).toEqual([])
      // Unmarked entities count with their fields, as before.
      expect(missing).toEqual(
        expect.arrayContaining([
          'collection/users',
          'collection/posts/items.label',
          'global/settings/siteName',
        ]),
      )
      // The count is of the same targets.
      const [covered, total] = (await page.locator('.wiki-coverage__summary').innerText())
        .match(/\d+/g)!
        .map(Number)
      expect(total! - covered!).toBe(missing.length)
      await browser().snapshot('coverage without plugin internals')
    })

    test('[WK-82] a drawer of another collection (a related user) asks targets-map by key in one more request and shows its guides', async () => {
      const { payload } = admin().host
      await publishTeamGuide(admin())
      const {
        docs: [reader],
      } = await payload.find({
        collection: 'users',
        where: { email: { equals: people.reader.email } },
      })
      const integration = await payload.create({
        collection: 'integrations',
        data: { endpoint: 'https://example.test/owned', owner: reader!.id } as never,
      })
      const path = `/admin/collections/integrations/${integration.id}`
      const page = await session.open(people.editor, path)
      // The related user opened from the relationship field, as an editor does: in a drawer.
      await page.locator('.relationship--single-value__drawer-toggler').first().click()
      expect(await teamGuideTitles(page)).toEqual(['Teams explained'])
      await browser().snapshot('a related user in a drawer, with its field guides')
      expect(session.mapRequests(path)).toEqual([
        expect.stringMatching(/&for=collection%2Fintegrations$/),
        expect.stringMatching(/&targets=[^&]*collection%2Fusers%2Fteam/),
      ])
    })

    test('[WK-77] a list without guides: one line "Write a guide for <collection>" for a reader who may write; no band on a collection marked none', async () => {
      const page = await session.open(people.editor, '/admin/collections/posts')
      await page.locator('.wiki-band .wiki-guides__list').waitFor()
      await listVia(page, 'Integrations', '/admin/collections/integrations')
      const band = page.locator('.wiki-band')
      // The band renders once the targets map's answer is in.
      await expect.poll(() => band.count()).toBe(1)
      const write = band.getByRole('link', { name: 'Write a guide for Integrations', exact: true })
      expect(
        new URL((await write.getAttribute('href'))!, admin().url).searchParams.get('wikiTarget'),
      ).toBe('collection/integrations')
      // One line: no heading, no "No guides yet."
      expect(await band.getByRole('heading').count()).toBe(0)
      expect(await page.getByText('No guides yet.').count()).toBe(0)
      expect((await band.boundingBox())!.height).toBeLessThan(40)
      await browser().snapshot('list without guides, a writer')
      await listVia(page, 'Activity Logs', '/admin/collections/activity-log')
      expect(await page.locator('.wiki-band').count()).toBe(0)
      const prefix = admin().host.payload.config.cookiePrefix || 'payload'
      await browser().context.addCookies([{ name: `${prefix}-lng`, value: 'de', url: admin().url }])
      await page.goto(`${admin().url}/admin/collections/integrations`)
      await page
        .locator('.wiki-band')
        .getByRole('link', { name: 'Anleitung zu Integrations schreiben', exact: true })
        .waitFor()
      await browser().snapshot('list without guides, a writer, German')
    })

    test('[WK-35] an excluded collection’s document shows no guides panel, no field help and no write control, where a post shows all three', async () => {
      const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
      await page.locator('.document-fields__sidebar .wiki-panel').waitFor()
      // Write controls come with the targets-map answer's permissions.
      await page.getByRole('link', { name: 'Write a guide for this' }).first().waitFor()
      expect(
        await page.getByRole('link', { name: 'Write a guide for this' }).count(),
      ).toBeGreaterThan(1)
      const note = await admin().host.payload.create({
        collection: 'notes',
        data: { text: 'a note' },
      })
      const path = `/admin/collections/notes/${note.id}`
      await page.goto(`${admin().url}${path}`)
      await page.locator('#field-text').waitFor()
      // The page view's targets-map answer arrived, and nothing rendered from it.
      await expect.poll(() => session.mapRequests(path).length).toBe(1)
      await page.waitForLoadState('networkidle')
      expect(
        await page.locator('.wiki-band, .wiki-panel, .wiki-guides, .wiki-guides__write').count(),
      ).toBe(0)
      expect(await page.getByRole('link', { name: /Write a guide/ }).count()).toBe(0)
      await browser().snapshot('excluded collection document')
    })

    test('[WK-77] a list without guides takes no space for a reader who may not write guides', async () => {
      const page = await session.open(people.reader, '/admin/collections/posts')
      await page.locator('.wiki-band .wiki-guides__list').waitFor()
      await listVia(page, 'Integrations', '/admin/collections/integrations')
      expect(await page.locator('.wiki-band').count()).toBe(0)
      await browser().snapshot('list without guides, a reader')
    })
  },
)

/** Where the list band sits for each slot it may take (after its list has rendered). */
const expectBandAt = async (
  page: Page,
  slot: 'beforeList' | 'beforeListTable' | 'afterListTable' | 'afterList',
) => {
  const band = page.locator('.wiki-band')
  await band.locator('.wiki-guides__list').waitFor()
  expect(await band.count()).toBe(1)
  const [bandBox, tableBox] = [
    await band.boundingBox(),
    await page.locator('.table').first().boundingBox(),
  ]
  if (slot === 'beforeList') {
    // Ahead of the list's gutter, its heading included.
    expect(await page.locator('.collection-list__wrap .wiki-band').count()).toBe(0)
    const headerBox = await page.locator('.collection-list__wrap h1').first().boundingBox()
    expect(bandBox!.y + bandBox!.height).toBeLessThanOrEqual(headerBox!.y)
  } else if (slot === 'afterList') {
    // After the list's whole gutter (table and page controls), not inside it.
    expect(await page.locator('.collection-list__wrap .wiki-band').count()).toBe(0)
    expect(
      await page.locator('.collection-list__wrap ~ .wiki-band__gutter .wiki-band').count(),
    ).toBe(1)
    expect(bandBox!.y).toBeGreaterThanOrEqual(tableBox!.y + tableBox!.height)
  } else if (slot === 'afterListTable') {
    expect(
      await page.locator('.collection-list__wrap > .collection-list__tables + .wiki-band').count(),
    ).toBe(1)
    expect(bandBox!.y).toBeGreaterThanOrEqual(tableBox!.y + tableBox!.height)
  } else {
    // Inside the list's gutter, right before the table.
    expect(
      await page.locator('.collection-list__wrap > .wiki-band + .collection-list__tables').count(),
    ).toBe(1)
    expect(bandBox!.y + bandBox!.height).toBeLessThanOrEqual(tableBox!.y)
  }
}

describeFamily('WK', 'the list band with triggers.list: true, in Chromium', () => {
  const { admin, browser, session } = useWikiAdmin({ wiki: { triggers: { list: true } } })
  beforeAll(async () => {
    await seedGuides(admin())
  })

  test('[WK-27] triggers.list: true puts the band at the default slot, before the table', async () => {
    await expectBandAt(
      await session.open(people.editor, `/admin/collections/posts`),
      'beforeListTable',
    )
    await browser().snapshot('band at beforeListTable')
  })
})

for (const slot of ['beforeList', 'afterListTable'] as const) {
  describeFamily('WK', `the list band with triggers.list { slot: ${slot} }, in Chromium`, () => {
    const { admin, browser, session } = useWikiAdmin({ wiki: { triggers: { list: { slot } } } })
    beforeAll(async () => {
      await seedGuides(admin())
    })

    test(`[WK-33] triggers.list { slot: ${slot} } puts the band there`, async () => {
      await expectBandAt(await session.open(people.editor, `/admin/collections/posts`), slot)
      await browser().snapshot(`band at ${slot}`)
    })
  })
}
