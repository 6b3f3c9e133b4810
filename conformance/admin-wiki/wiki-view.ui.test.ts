import { deflateSync } from 'node:zlib'
import { bootHost } from '../../fixtures'
import type { AdminHost } from '../../fixtures/admin-app'
import { beforeAll, describeFamily, expect, implementation, test } from '../harness'
import { openNav } from '../harness/browser'
import { bodySlashMenu, people, publishGuide, useWikiAdmin } from './browser'
import { lexicalParagraph, tinyMp4 } from './support'
import wkWiki, { projectComponents } from './wk-wiki'

/** A solid-colour PNG (RGB, no filter), big enough to see in a screenshot. */
const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]) => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A guide body: a paragraph, an uploaded image, a YouTube embed and an uploaded video. */
const richBody = (imageId: number | string, videoId: number | string) => {
  const body = lexicalParagraph('Open a post and fill in the keywords the search page shows.')
  const upload = (id: number | string) => ({
    type: 'upload',
    relationTo: 'wiki-media',
    value: id,
    fields: null,
    format: '',
    version: 3,
    id: `65f0c0ffee00000000000${String(id).padStart(3, '0')}`,
  })
  body.root.children.push(
    upload(imageId) as never,
    {
      type: 'block',
      format: '',
      version: 2,
      fields: {
        id: '65f0c0ffee0000000000beef',
        blockName: '',
        blockType: 'wikiVideoEmbed',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        caption: 'Keywords in two minutes',
      },
    } as never,
    upload(videoId) as never,
  )
  return body
}

type Ids = Record<string, number | string>

/** Guides of every target kind, a draft, a guide only the blue team may read, and (video on) one with media and video. */
const seedWiki = async (admin: AdminHost, { media = true } = {}): Promise<Ids> => {
  const { payload } = admin.host
  for (const person of Object.values(people))
    await payload.create({ collection: 'users', data: person as never })
  const ids: Ids = {}
  const guide = async (
    title: string,
    data: Record<string, unknown>,
    status: 'draft' | 'published' = 'published',
  ) => {
    const doc = await payload.create({
      collection: 'wiki-pages',
      data: { _status: status, audience: 'everyone', title, ...data } as never,
      draft: status === 'draft',
    })
    ids[title] = doc.id
  }
  await guide('Writing posts', {
    featured: true,
    summary: 'From a blank post to a published one.',
    targetCollections: ['collection/posts'],
  })
  await guide('Posts checklist', { targetCollections: ['collection/posts'] })
  await guide('Unfinished post guide', { targetCollections: ['collection/posts'] }, 'draft')
  await guide('Blue team posting rules', {
    audience: 'blue',
    targetCollections: ['collection/posts'],
  })
  await guide('Good post titles', { targetFields: ['collection/posts/title'] })
  await guide('Site settings explained', { targetGlobals: ['global/settings'] })
  await guide('Hero blocks', { targetBlocks: ['block/hero'] })
  await guide('Dashboard tour', { targetCustom: ['custom/dashboard'] })
  if (!media) return ids
  const image = await payload.create({
    collection: 'wiki-media',
    data: { alt: 'The keywords field' },
    file: {
      data: solidPng(480, 180, [70, 130, 180]),
      mimetype: 'image/png',
      name: 'keywords.png',
      size: 0,
    } as never,
  })
  const mp4 = tinyMp4()
  const video = await payload.create({
    collection: 'wiki-media',
    data: { alt: 'Clip' },
    file: { data: mp4, mimetype: 'video/mp4', name: 'clip.mp4', size: mp4.length } as never,
  })
  await guide('Keywords walkthrough', {
    summary: 'SEO keywords, with a video.',
    body: richBody(image.id, video.id),
    targetFields: ['collection/posts/seo.keywords'],
  })
  return ids
}

const texts = (page: import('playwright-core').Page, selector: string) =>
  page.locator(selector).allInnerTexts()

/** The target keys the coverage view lists as missing a guide, once it has rendered. */
const coverageOf = async (page: import('playwright-core').Page) => {
  await page.locator('.wiki-coverage__summary').waitFor()
  return page
    .locator('.wiki-coverage li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-target')))
}

describeFamily('WK', 'the /wiki views (wikiView on, video on), in Chromium', () => {
  const { admin, browser, session } = useWikiAdmin({ wiki: { video: true } })
  let ids: Ids
  beforeAll(async () => {
    ids = await seedWiki(admin())
  })

  test('[WK-40] the wiki home browses published guides by collection, global, field, block and custom target, headed with the entities’ admin labels; drafts never show', async () => {
    const page = await session.open(people.editor, `/admin/wiki`)
    await page.locator('.wiki-kind').first().waitFor()
    // featured on (the default): the featured guides first.
    expect(await texts(page, '.wiki-featured .wiki-list__guide > a')).toEqual(['Writing posts'])
    // First on the page: above every section of targets.
    const [featuredBox, firstKindBox] = [
      await page.locator('.wiki-featured').boundingBox(),
      await page.locator('.wiki-kind').first().boundingBox(),
    ]
    expect(featuredBox!.y + featuredBox!.height).toBeLessThanOrEqual(firstKindBox!.y)
    expect(await texts(page, '.wiki-kind > h2')).toEqual([
      'Collections',
      'Globals',
      'Fields',
      'Blocks',
      'Other topics',
    ])
    expect(await texts(page, '.wiki-target__label')).toEqual([
      'Posts',
      'Settings',
      'Posts › Title',
      'Posts › Search engines › Keywords',
      'Hero banner',
      'Dashboard',
    ])
    expect(
      await texts(page, '.wiki-target[data-target="collection/posts"] .wiki-list__guide > a'),
    ).toEqual(['Blue team posting rules', 'Posts checklist', 'Writing posts'])
    expect(await page.getByText('Unfinished post guide').count()).toBe(0)
    expect(
      await page
        .locator('.wiki-kind')
        .getByRole('link', { name: 'Writing posts' })
        .getAttribute('href'),
    ).toBe(`/admin/wiki/guides/${ids['Writing posts']}`)
    // Inside the admin's own layout: the nav and the app header are there.
    expect(await page.locator('.nav__wrap').count()).toBe(1)
    expect(await page.locator('.app-header').count()).toBe(1)
  })

  test('[WK-41] with wikiView on, the admin nav links to the wiki', async () => {
    const page = await session.open(people.reader, `/admin`)
    await openNav(page)
    const link = page.locator('.nav__wrap a#nav-wiki')
    expect(await link.innerText()).toBe('Wiki')
    await link.click()
    await page.waitForURL((url) => url.pathname === '/admin/wiki')
    await page.locator('.wiki-kind').first().waitFor()
  })

  test('[WK-42] a guide’s read view renders its rich text, media and video embeds (built-in player without video.playerComponent)', async () => {
    const page = await session.open(
      people.editor,
      `/admin/wiki/guides/${ids['Keywords walkthrough']}`,
    )
    const article = page.locator('article.wiki-guide')
    await article.waitFor()
    expect(await article.locator('h2').innerText()).toBe('Keywords walkthrough')
    expect(await article.locator('.wiki-guide__summary').innerText()).toBe(
      'SEO keywords, with a video.',
    )
    expect(await texts(page, '.wiki-guide__target')).toEqual(['Posts › Search engines › Keywords'])
    const body = article.locator('.wiki-guide__body')
    expect(await body.locator('p').first().innerText()).toBe(
      'Open a post and fill in the keywords the search page shows.',
    )
    const image = body.locator('img[alt="The keywords field"]')
    expect(await image.getAttribute('src')).toMatch(/\/api\/wiki-media\/file\/keywords\.png$/)
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      )
      .toBe(480)
    expect(await body.locator('.wiki-video[data-kind="embed"] iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(await body.locator('.wiki-video[data-kind="embed"] figcaption').innerText()).toBe(
      'Keywords in two minutes',
    )
    expect(
      await body.locator('.wiki-video[data-kind="file"] video source').getAttribute('src'),
    ).toMatch(/\/api\/wiki-media\/file\/clip\.mp4$/)
    // The editor may edit it: the read view links to the edit view.
    expect(await page.getByRole('link', { name: 'Edit this guide' }).getAttribute('href')).toBe(
      `/admin/collections/wiki-pages/${ids['Keywords walkthrough']}`,
    )
  })

  test('[WK-43] the wiki finds guides by title (server-side, published only) and says so when none match', async () => {
    const page = await session.open(people.editor, `/admin/wiki`)
    await page.getByRole('searchbox', { name: 'Find a guide by title' }).fill('POST')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === 'POST')
    await page.locator('.wiki-results').waitFor()
    expect(await texts(page, '.wiki-results .wiki-list__guide > a')).toEqual([
      'Blue team posting rules',
      'Good post titles',
      'Posts checklist',
      'Writing posts',
    ])
    await browser().snapshot('results')
    await page.getByRole('searchbox', { name: 'Find a guide by title' }).fill('nothing like this')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.locator('.wiki-results__none').waitFor()
    expect(await page.locator('.wiki-results__none').innerText()).toBe(
      'No guide title matches “nothing like this”.',
    )
    expect(await page.locator('.wiki-results .wiki-list__guide').count()).toBe(0)
    // Found by the server: the page it sends for a query holds the matches only, before any script runs.
    const served = await (await page.request.get(`${admin().url}/admin/wiki?q=checklist`)).text()
    expect(served).toContain('Posts checklist')
    expect(served).not.toContain('Writing posts')
  })

  test('[WK-20] with video on, a guide’s body offers a video embed to its author', async () => {
    const page = await session.open(people.editor)
    expect(await bodySlashMenu(page, admin().url)).toContain('Video embed')
    await browser().snapshot('body menu with video')
  })

  test('[WK-44] a draft guide is never shown to readers: not on the home, not in search, not at its read URL', async () => {
    const page = await session.open(people.editor, `/admin/wiki?q=Unfinished`)
    await page.locator('.wiki-results__none').waitFor()
    await page.goto(`${admin().url}/admin/wiki/guides/${ids['Unfinished post guide']}`)
    await page
      .getByText('This guide does not exist, is not published, or you may not read it.')
      .waitFor()
    expect(await page.locator('article.wiki-guide').count()).toBe(0)
    expect(await page.getByText('Unfinished post guide').count()).toBe(0)
  })

  test('[WK-45] the wiki views read as the signed-in reader: guides their read access excludes are absent everywhere', async () => {
    const page = await session.open(people.reader, `/admin/wiki`)
    await page.locator('.wiki-kind').first().waitFor()
    expect(
      await texts(page, '.wiki-target[data-target="collection/posts"] .wiki-list__guide > a'),
    ).toEqual(['Posts checklist', 'Writing posts'])
    await page.goto(`${admin().url}/admin/wiki?q=Blue`)
    await page.locator('.wiki-results__none').waitFor()
    await page.goto(`${admin().url}/admin/wiki/guides/${ids['Blue team posting rules']}`)
    await page
      .getByText('This guide does not exist, is not published, or you may not read it.')
      .waitFor()
    await browser().snapshot('no access')
    // A guide the reader may read shows, without an edit link (no update access).
    await page.goto(`${admin().url}/admin/wiki/guides/${ids['Writing posts']}`)
    await page.locator('article.wiki-guide').waitFor()
    expect(await page.getByRole('link', { name: 'Edit this guide' }).count()).toBe(0)
  })

  test('[WK-74] the wiki’s views carry the admin’s breadcrumb: “Wiki” on the home, “Wiki / <guide title>” on a guide and “Wiki / Coverage”, whose “Wiki” leads home', async () => {
    const page = await session.open(people.editor, `/admin/wiki`)
    const crumbs = page.locator('.step-nav')
    await expect.poll(() => crumbs.innerText()).toMatch(/Wiki$/)
    await page
      .locator('.wiki-list')
      .getByRole('link', { name: 'Keywords walkthrough' })
      .first()
      .click()
    await page.waitForURL(
      (url) => url.pathname === `/admin/wiki/guides/${ids['Keywords walkthrough']}`,
    )
    await expect.poll(() => crumbs.innerText()).toMatch(/Wiki\s*\/?\s*Keywords walkthrough$/)
    await crumbs.getByRole('link', { name: 'Wiki' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/wiki')
    await page.getByRole('link', { name: 'Coverage' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/wiki/coverage')
    await expect.poll(() => crumbs.innerText()).toMatch(/Wiki\s*\/?\s*Coverage$/)
  })

  test('[WK-46] the coverage view lists the collections, globals, fields and blocks without a published guide, each a link to write one', async () => {
    const page = await session.open(people.editor, `/admin/wiki/coverage`)
    const missing = await coverageOf(page)
    expect(missing).toContain('collection/users')
    expect(missing).toContain('collection/notes')
    expect(missing).toContain('collection/posts/items.label')
    expect(missing).toContain('block/quote')
    expect(missing).toContain('global/settings/siteName')
    for (const covered of [
      'collection/posts',
      'global/settings',
      'collection/posts/title',
      'collection/posts/seo.keywords',
      'block/hero',
    ])
      expect(missing).not.toContain(covered)
    // Only resolvable, non-excluded targets: never the wiki's own collections or Payload's internals; no custom targets.
    expect(missing.filter((key) => /wiki-pages|wiki-media|payload-|^custom\//.test(key!))).toEqual(
      [],
    )
    expect(
      await page
        .locator('.wiki-coverage--collection li[data-target="collection/users"]')
        .innerText(),
    ).toBe('Users')

    // A missing guide is one click from written: the chip opens the create form, already targeted.
    await page.getByText('Pick one to write its guide.').waitFor()
    await page.getByRole('link', { name: 'Write a guide for this: Users', exact: true }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin/collections/wiki-pages/create' &&
        url.searchParams.get('wikiTarget') === 'collection/users',
    )

    // Covered means a published guide the reader can read: a draft leaves its target listed; a guide
    // only the blue team reads covers its target for the editor, not for a red-team reader.
    const { payload } = admin().host
    await payload.create({
      collection: 'wiki-pages',
      data: {
        _status: 'draft',
        audience: 'everyone',
        title: 'Notes, not yet published',
        targetCollections: ['collection/notes'],
      } as never,
      draft: true,
    })
    await payload.create({
      collection: 'wiki-pages',
      data: {
        _status: 'published',
        audience: 'blue',
        title: 'Quotes for the blue team',
        targetBlocks: ['block/quote'],
      } as never,
    })
    await page.goto(`${admin().url}/admin/wiki/coverage`)
    const forEditor = await coverageOf(page)
    expect(forEditor).toContain('collection/notes')
    expect(forEditor).not.toContain('block/quote')
    await page.context().clearCookies()
    const reader = await session.open(people.reader, `/admin/wiki/coverage`)
    const forReader = await coverageOf(reader)
    expect(forReader).toContain('collection/notes')
    expect(forReader).toContain('block/quote')
    // A reader who may not create guides sees the gaps, with no way offered to write into them.
    expect(await reader.locator('.wiki-coverage__write').count()).toBe(0)
    expect(await reader.getByText('Pick one to write its guide.').count()).toBe(0)
    await browser().snapshot('coverage as a reader')
  })
})

describeFamily(
  'WK',
  'the project’s own player and wiki home (video.playerComponent, wikiView.components), in Chromium',
  () => {
    const { admin, browser, session } = useWikiAdmin({ wiki: projectComponents })
    let ids: Ids
    beforeAll(async () => {
      ids = await seedWiki(admin())
    })

    test('[WK-71] video.playerComponent: a guide’s video embeds and uploaded videos render through the project’s player, handed each video', async () => {
      const page = await session.open(
        people.editor,
        `/admin/wiki/guides/${ids['Keywords walkthrough']}`,
      )
      const body = page.locator('article.wiki-guide .wiki-guide__body')
      await body.locator('p').first().waitFor()
      const players = body.locator('.test-player')
      expect(
        await players.evaluateAll((nodes) =>
          nodes.map((node) => ({
            kind: node.getAttribute('data-kind'),
            url: node.getAttribute('data-url'),
            mimeType: node.getAttribute('data-mime-type'),
          })),
        ),
      ).toEqual([
        { kind: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', mimeType: '' },
        {
          kind: 'file',
          url: expect.stringMatching(/\/api\/wiki-media\/file\/clip\.mp4$/),
          mimeType: 'video/mp4',
        },
      ])
      expect(await players.first().innerText()).toContain('Keywords in two minutes')
      // In place of the built-in player, not beside it; the image is no video and stays an image.
      expect(await body.locator('iframe, video').count()).toBe(0)
      expect(await body.locator('img[alt="The keywords field"]').count()).toBe(1)
    })

    test('[WK-72] wikiView.components: the named view (home) is the project’s, rendered in the admin layout with the view’s server props; the others stay built in', async () => {
      const page = await session.open(people.editor, `/admin/wiki?q=posts`)
      const home = page.locator('.wiki-view .test-wiki-home')
      await home.waitFor()
      expect(await home.locator('h2').innerText()).toBe('Team handbook')
      expect(await home.locator('.test-wiki-home__reader').innerText()).toBe(
        `Signed in as ${people.editor.email}`,
      )
      expect(await home.locator('.test-wiki-home__query').innerText()).toBe('Searching for posts')
      expect(await page.locator('.wiki-kind, .wiki-results').count()).toBe(0)
      expect(await page.locator('.nav__wrap').count()).toBe(1)
      await browser().snapshot('custom home')
      await page.goto(`${admin().url}/admin/wiki/guides/${ids['Writing posts']}`)
      await page.locator('article.wiki-guide').waitFor()
      await page.goto(`${admin().url}/admin/wiki/coverage`)
      await page.locator('.wiki-coverage__summary').waitFor()
    })
  },
)

describeFamily('WK', 'the /wiki views switched off (wikiView false), in Chromium', () => {
  const { admin, browser, session } = useWikiAdmin({ wiki: { wikiView: false } })
  beforeAll(async () => {
    await seedWiki(admin(), { media: false })
  })

  test('[WK-47] wikiView false: /admin/wiki is not registered (404) and the nav has no wiki link', async () => {
    const page = await session.open(people.editor, `/admin`)
    await openNav(page)
    await page.locator('.nav__wrap a[href="/admin/collections/posts"]').waitFor()
    expect(await page.locator('#nav-wiki').count()).toBe(0)
    const response = await page.goto(`${admin().url}/admin/wiki`)
    expect(response!.status()).toBe(404)
    session.expectFailed(/^404 GET .*\/admin\/wiki$/)
    expect(await page.locator('.wiki-view').count()).toBe(0)
    // Nor its sub-views.
    const { docs } = await admin().host.payload.find({
      collection: 'wiki-pages',
      where: { title: { equals: 'Writing posts' } },
    })
    for (const path of [`/admin/wiki/guides/${docs[0]!.id}`, '/admin/wiki/coverage']) {
      expect((await page.goto(`${admin().url}${path}`))!.status(), path).toBe(404)
      session.expectFailed(new RegExp(`^404 GET .*${path.replaceAll('/', '\\/')}$`))
      expect(await page.locator('.wiki-view').count(), path).toBe(0)
    }
  })

  test('[WK-24] wikiView false: a document’s guides link to each guide’s own document, not to /admin/wiki', async () => {
    const post = await admin().host.payload.create({
      collection: 'posts',
      data: { title: 'Hello' } as never,
    })
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    const panel = page.locator('.document-fields__sidebar .wiki-panel')
    await panel.locator('.wiki-guides__list').waitFor()
    const { docs } = await admin().host.payload.find({
      collection: 'wiki-pages',
      where: { title: { equals: 'Writing posts' } },
    })
    const link = panel.getByRole('link', { name: 'Writing posts' })
    expect(await link.getAttribute('href')).toBe(`/admin/collections/wiki-pages/${docs[0]!.id}`)
    await link.click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/wiki-pages/${docs[0]!.id}`)
    await page.locator('#field-title').waitFor()
    await browser().snapshot('guide opened from a document, wiki views off')
  })

  test('[WK-29] wikiView false: a block’s guide chips link to the guide’s own document', async () => {
    const post = await admin().host.payload.create({
      collection: 'posts',
      data: { title: 'With a hero', layout: [{ blockType: 'hero', heading: 'Welcome' }] } as never,
    })
    const page = await session.open(people.editor, `/admin/collections/posts/${post.id}`)
    const chip = page.locator('.blocks-field__row .wiki-block-help a.pill')
    await chip.first().waitFor()
    expect(await chip.allInnerTexts()).toEqual(['Hero blocks'])
    const { docs } = await admin().host.payload.find({
      collection: 'wiki-pages',
      where: { title: { equals: 'Hero blocks' } },
    })
    expect(await chip.getAttribute('href')).toBe(`/admin/collections/wiki-pages/${docs[0]!.id}`)
  })
})

describeFamily(
  'WK',
  'the orphan banner (a guide attached to an excluded collection), in Chromium',
  () => {
    // The retired global (banner) has no guide: coverage lists it as a global entity.
    const { admin, browser, session } = useWikiAdmin({
      retiredGlobal: true,
      wiki: { exclude: { collections: ['notes'] } },
    })
    let orphan: number | string
    let fieldOrphan: number | string
    let customOrphan: number | string
    beforeAll(async () => {
      await seedWiki(admin(), { media: false })
      // Written before notes was excluded and a custom target was retired: a host on the same data
      // with notes and that custom target still targets.
      const before = await bootHost({
        fixture: wkWiki,
        implementation,
        attach: admin().host.shared,
        options: {
          wiki: {
            customTargets: [
              { key: 'dashboard', label: 'Dashboard' },
              { key: 'retired-tour', label: 'Retired tour' },
            ],
          },
        },
      })
      try {
        const doc = await before.payload.create({
          collection: 'wiki-pages',
          data: {
            _status: 'published',
            audience: 'everyone',
            title: 'Notes how-to',
            targetCollections: ['collection/notes', 'collection/posts'],
          } as never,
        })
        orphan = doc.id
        const fieldGuide = await before.payload.create({
          collection: 'wiki-pages',
          data: {
            _status: 'published',
            audience: 'everyone',
            title: 'Note text tips',
            targetFields: ['collection/notes/text'],
          } as never,
        })
        fieldOrphan = fieldGuide.id
        const customGuide = await before.payload.create({
          collection: 'wiki-pages',
          data: {
            _status: 'published',
            audience: 'everyone',
            title: 'Old tour',
            targetCustom: ['custom/retired-tour'],
          } as never,
        })
        customOrphan = customGuide.id
      } finally {
        await before.close()
      }
    }, 180_000)

    test('[WK-46] the coverage view lists a global no guide covers and leaves out the collection the project excluded, with its fields', async () => {
      const page = await session.open(people.editor, `/admin/wiki/coverage`)
      const missing = await coverageOf(page)
      expect(missing).toContain('global/banner')
      expect(missing).not.toContain('global/settings')
      expect(missing).toContain('collection/users')
      expect(missing.filter((key) => key!.startsWith('collection/notes'))).toEqual([])
    })

    test('[WK-40] the wiki home lists every guide of a target, past a first page of Payload’s default ten', async () => {
      const titles = Array.from(
        { length: 12 },
        (_, index) => `Item labels, part ${String(index + 1).padStart(2, '0')}`,
      )
      for (const title of titles)
        await publishGuide(admin(), title, { targetFields: ['collection/posts/items.label'] })
      const page = await session.open(people.editor, `/admin/wiki`)
      await page.locator('.wiki-kind').first().waitFor()
      const listed = await texts(
        page,
        '.wiki-target[data-target="collection/posts/items.label"] .wiki-list__guide > a',
      )
      expect(listed.sort()).toEqual(titles)
    })

    test('[WK-49] a reader without update access gets no orphan banner and never asks orphaned-targets: wiki home, guides list, a guide’s edit view', async () => {
      const page = await session.open(people.reader)
      const asked: string[] = []
      page.on(
        'request',
        (request) => request.url().includes('/orphaned-targets') && asked.push(request.url()),
      )
      const views = [
        ['/admin/wiki', '.wiki-kind'],
        ['/admin/collections/wiki-pages', '.table'],
        [`/admin/collections/wiki-pages/${orphan}`, '#field-title'],
      ] as const
      for (const [path, ready] of views) {
        await page.goto(`${admin().url}${path}`)
        await page.locator(ready).first().waitFor()
        await page.waitForLoadState('networkidle')
        expect(await page.locator('.wiki-orphans').count(), path).toBe(0)
      }
      expect(asked).toEqual([])
    })

    test('[WK-48] guides whose targets no longer resolve are listed in a banner on the wiki home, the guides list and the guide’s edit view, until edited', async () => {
      const page = await session.open(people.editor)
      const banner = page.locator('.wiki-orphans')
      for (const path of ['/admin/wiki', '/admin/collections/wiki-pages']) {
        await page.goto(`${admin().url}${path}`)
        await banner.waitFor()
        const entries = await banner.locator('.wiki-orphans__guide').allInnerTexts()
        expect(entries).toHaveLength(3)
        expect(entries).toContain(
          'Notes how-to — attached to collection “notes”, no longer in the wiki',
        )
        expect(entries).toContain(
          'Old tour — attached to custom target “retired-tour”, no longer in the wiki',
        )
        // A field target in words too: its name and its collection, never the raw key.
        const fieldEntry = entries.find((entry) => entry.startsWith('Note text tips'))!
        expect(fieldEntry).toMatch(/“text”/)
        expect(fieldEntry).toMatch(/“notes”/)
        expect(fieldEntry).not.toContain('collection/notes/text')
        expect(await banner.getByRole('link', { name: 'Notes how-to' }).getAttribute('href')).toBe(
          `/admin/collections/wiki-pages/${orphan}`,
        )
        await browser().snapshot(path)
      }
      await page.goto(`${admin().url}/admin/collections/wiki-pages/${orphan}`)
      await page.locator('.wiki-orphans--guide').waitFor()
      // In words, never the raw target key.
      expect(await page.locator('.wiki-orphans--guide').innerText()).toContain(
        'attached to collection “notes”, no longer in the wiki (removed or excluded)',
      )
      expect(await page.locator('.wiki-orphans--guide').innerText()).not.toContain(
        'collection/notes',
      )
      await browser().snapshot('edit view')
      // Another guide's edit view has no banner.
      const { docs } = await admin().host.payload.find({
        collection: 'wiki-pages',
        where: { title: { equals: 'Writing posts' } },
      })
      await page.goto(`${admin().url}/admin/collections/wiki-pages/${docs[0]!.id}`)
      await page.locator('#field-title').waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.locator('.wiki-orphans').count()).toBe(0)
      // Edited: the orphaned target removed, that guide leaves the banner.
      await admin().host.payload.update({
        collection: 'wiki-pages',
        id: orphan,
        data: { targetCollections: ['collection/posts'] } as never,
      })
      await page.goto(`${admin().url}/admin/wiki`)
      await banner.waitFor()
      expect(
        (await banner.locator('.wiki-orphans__guide').allInnerTexts())
          .map((entry) => entry.split(' — ')[0])
          .sort(),
      ).toEqual(['Note text tips', 'Old tour'])
      // Deleted: the last orphans gone, so is the banner.
      for (const id of [fieldOrphan, customOrphan])
        await admin().host.payload.delete({ collection: 'wiki-pages', id })
      await page.goto(`${admin().url}/admin/wiki`)
      await page.locator('.wiki-kind').first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(await banner.count()).toBe(0)
    })
  },
)
