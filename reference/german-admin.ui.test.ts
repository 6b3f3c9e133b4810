/**
 * The reference's admin in German, walked the way an editor or operator reaches each plugin view
 * (nav links, rows, buttons): no string of any plugin's English dictionary may show. Payload's own
 * strings are German already; a plugin string that bypasses Payload's i18n shows up here.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { openNav, useAdminHost, useBrowser } from '../conformance/harness/browser'
import type { AdminHost } from '../fixtures/admin-app'
import { signInToAdmin } from '../fixtures/admin-app/sign-in'
import { WH_USER } from '../fixtures/webhooks'
import { translations as adminWiki } from './admin-wiki/src/i18n'
import { translations as formBuilder } from './form-builder/src/i18n'
import { translations as jobs } from './jobs/src/i18n'
import { translations as webhooks } from './webhooks/src/i18n'

type Dictionaries = Record<'de' | 'en', Record<string, Record<string, string>>>

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const asWords = (fragment: string) =>
  new RegExp(
    `${/^\w/.test(fragment) ? '\\b' : ''}${escapeRegExp(fragment)}${/\w$/.test(fragment) ? '\\b' : ''}`,
  )

/**
 * The English texts a German page must not show: each English string that German words differently,
 * cut into its fixed parts, keeping parts long enough to be the plugin's wording.
 */
const englishFragments = (...plugins: Dictionaries[]) => {
  const fragments = new Map<string, string>()
  for (const { de, en } of plugins) {
    for (const [namespace, strings] of Object.entries(en)) {
      const german = Object.values(de[namespace] ?? {})
      for (const [key, text] of Object.entries(strings)) {
        if (de[namespace]?.[key] === text) continue
        // Cut at placeholders and at <Translation>'s element markers (<0>…</0>), which the page does not show.
        for (const part of text.split(/\{\{\w+\}\}|<\/?\d+>/)) {
          const fragment = part.trim()
          // A word German uses too (the same word in another of the plugin's German strings) proves nothing.
          if (fragment.length >= 4 && !german.some((words) => asWords(fragment).test(words)))
            fragments.set(fragment, `${namespace}:${key}`)
        }
      }
    }
  }
  return fragments
}

/**
 * The given plugin's strings in English in `within` as the page is now, with the key each comes
 * from; the texts of `ignoring` (the project's own labels the plugin shows) are left out.
 */
const englishOn = async (
  page: Page,
  english: Map<string, string>,
  within: string,
  ignoring?: string,
) => {
  let text = (await page.locator(within).allInnerTexts()).join('\n')
  for (const label of ignoring ? await page.locator(ignoring).allInnerTexts() : [])
    text = text.replace(label, '')
  return [...english]
    .filter(([fragment]) => asWords(fragment).test(text))
    .map(([fragment, key]) => `${key}: “${fragment}”`)
}

/** Signs in with the admin in German (Payload reads the language from its `<prefix>-lng` cookie). */
const signInGerman = async (
  page: Page,
  admin: AdminHost,
  user: { email: string; password: string },
  path?: string,
) => {
  const origin = admin.url
  await page.context().addCookies([
    {
      name: `${admin.host.payload.config.cookiePrefix || 'payload'}-lng`,
      value: 'de',
      url: origin,
    },
  ])
  await signInToAdmin(page, origin, user, path)
  expect(await page.locator('html').getAttribute('lang')).toBe('de')
}

/** Follows the admin's side-nav link to a collection's list. */
const viaNav = async (page: Page, slug: string) => {
  await openNav(page)
  await page.locator(`.nav a[href$="/collections/${slug}"]`).click()
}

type Check = (label: string, within?: string, ignoring?: string) => Promise<void>

/** From the nav to a collection's list, then to the document of its first row, checking both. */
const walkCollection = async (
  page: Page,
  check: Check,
  slug: string,
  [list, document]: [string, string],
) => {
  await viaNav(page, slug)
  await page.locator('table tbody tr').first().waitFor()
  await check(list)
  await page.locator('table tbody tr').first().getByRole('link').first().click()
  await page.locator('.document-fields').waitFor()
  await check(document)
}

const FIXTURES = new URL('../conformance/', import.meta.url)

describe('the reference admin in German (reference, Chromium)', () => {
  const browser = useBrowser()

  /**
   * Checks the page for English strings of the plugins its host installs, saving it under `label`.
   */
  const checkerFor = (...plugins: Dictionaries[]) => {
    const english = englishFragments(...plugins)
    /** `within`: on a project's own page, the plugin's parts of it (the project's English labels are its own business). */
    const check: Check = async (label, within = 'body', ignoring) => {
      const { page } = browser()
      await page.waitForLoadState('networkidle')
      await browser().snapshot(label)
      expect(
        await englishOn(page, english, within, ignoring),
        `${label}: English plugin strings`,
      ).toEqual([])
    }
    return check
  }

  describe('jobs: the queue dashboard', () => {
    const admin = useAdminHost({ fixture: new URL('queue-control/qc-admin.ts', FIXTURES) })
    const check = checkerFor(jobs)
    const OPERATOR = { email: 'german@ops.example.test', password: 'german-password' }

    test('dashboard, a paused queue and a failed job, in German', async () => {
      const { payload } = admin().host
      await payload.create({ collection: 'users', data: OPERATOR as never })
      await payload
        .create({
          collection: 'payload-jobs',
          data: {
            taskSlug: 'inline',
            queue: 'default',
            hasError: true,
            completedAt: new Date().toISOString(),
            totalTried: 1,
            error: { message: 'boom' },
          } as never,
        })
        .catch(() => undefined)
      const { page } = browser()
      await signInGerman(page, admin(), OPERATOR)
      await openNav(page)
      await page.locator('.nav').getByRole('link', { name: 'Warteschlangen', exact: true }).click()
      await page.getByRole('region').first().waitFor()
      await check('queues')
      await page.getByRole('region').first().getByRole('button').first().click()
      await check('queues, one paused')
    })
  })

  describe('webhooks: the delivery log and subscriptions', () => {
    const admin = useAdminHost({ fixture: new URL('webhooks/wh-admin.ts', FIXTURES) })
    const check = checkerFor(webhooks)

    test('log, a failed delivery, subscriptions and a subscription, in German', async () => {
      const { payload } = admin().host
      // Nothing listens at port 9 on the loopback: the delivery fails at once.
      await payload.create({
        collection: 'webhook-subscriptions',
        data: {
          url: 'http://127.0.0.1:9/refused',
          collections: ['posts'],
          events: ['create'],
        } as never,
      })
      await payload.create({ collection: 'posts', data: { title: 'Hallo' } as never })
      const { page } = browser()
      await signInGerman(page, admin(), WH_USER)
      await walkCollection(page, check, 'webhook-deliveries', ['delivery log', 'a failed delivery'])
      await walkCollection(page, check, 'webhook-subscriptions', [
        'subscriptions',
        'a subscription',
      ])
    })
  })

  describe('formBuilder: forms and submissions', () => {
    const admin = useAdminHost({ fixture: new URL('form-builder/fb-forms.ts', FIXTURES) })
    const check = checkerFor(formBuilder)
    const EDITOR = { email: 'editor@example.test', password: 'editor-password' }

    test('forms, a form, submissions and a submission, in German', async () => {
      const { payload } = admin().host
      const form = await payload.create({
        collection: 'forms',
        data: {
          title: 'Kontakt',
          fields: [
            {
              blockType: 'text',
              name: 'fullName',
              label: 'Vollständiger Name',
              required: true,
              width: 50,
            },
            { blockType: 'email', name: 'email', label: 'E-Mail', width: 50 },
            {
              blockType: 'select',
              name: 'topic',
              label: 'Thema',
              options: [
                { label: 'Vertrieb', value: 'sales' },
                { label: 'Hilfe', value: 'help' },
              ],
            },
            { blockType: 'textarea', name: 'message', label: 'Nachricht' },
            { blockType: 'number', name: 'seats', label: 'Plätze' },
            { blockType: 'checkbox', name: 'urgent', label: 'Dringend' },
          ],
        } as never,
      })
      const intake = await fetch(`${admin().host.api}/form-submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form: form.id,
          locale: 'de',
          values: {
            fullName: 'Anna',
            email: 'anna@example.test',
            topic: 'sales',
            message: 'Hallo',
            seats: '2',
            urgent: true,
          },
        }),
      })
      expect(intake.status, await intake.clone().text()).toBe(201)
      const { page } = browser()
      await signInGerman(page, admin(), EDITOR)
      await walkCollection(page, check, 'forms', ['forms', 'a form'])
      await walkCollection(page, check, 'form-submissions', ['submissions', 'a submission'])
    })
  })

  describe('adminWiki: surfaces and the wiki', () => {
    const admin = useAdminHost({ fixture: new URL('admin-wiki/wk-wiki.ts', FIXTURES) })
    const check = checkerFor(adminWiki)
    /** Where the wiki's views name the project's collections and fields (by the project's labels). */
    const PROJECT_LABELS = '.wiki-target__label, .wiki-guide__target, .wiki-coverage__list'
    const EDITOR = {
      email: 'german-editor@example.test',
      password: 'german-password',
      roles: ['editor'],
    }

    test('a document with its guides, a list, the wiki, a guide and coverage, in German', async () => {
      const { payload } = admin().host
      await payload.create({ collection: 'users', data: EDITOR as never })
      await payload.create({
        collection: 'wiki-pages',
        data: {
          _status: 'published',
          audience: 'everyone',
          title: 'Beiträge schreiben',
          targetCollections: ['collection/posts'],
        } as never,
      })
      await payload.create({
        collection: 'wiki-pages',
        data: {
          _status: 'published',
          audience: 'everyone',
          title: 'Zusammenfassungen',
          targetFields: ['collection/posts/summary'],
        } as never,
      })
      await payload.create({ collection: 'posts', data: { title: 'Hallo' } as never })
      const { page } = browser()
      await signInGerman(page, admin(), EDITOR)
      await viaNav(page, 'posts')
      await page.locator('table tbody tr').first().waitFor()
      await check('posts with the band', '.nav, .wiki-band')
      await page.locator('table tbody tr').first().getByRole('link').first().click()
      await page.locator('.wiki-panel').waitFor()
      await check('a post with its guides', '.nav, .wiki-panel, .wiki-guides')
      await page.locator('.wiki-panel').getByRole('link', { name: 'Beiträge schreiben' }).click()
      await page.getByRole('heading', { name: 'Beiträge schreiben' }).waitFor()
      await check('a guide in the wiki', '.wiki-view', PROJECT_LABELS)
      await page.getByRole('link', { name: 'Anleitungen durchsuchen' }).click()
      await check('the wiki home', '.wiki-view', PROJECT_LABELS)
      await page.getByRole('link', { name: 'Abdeckung' }).first().click()
      await page.locator('.wiki-coverage__summary').waitFor()
      await check('coverage', '.wiki-view', PROJECT_LABELS)
    })
  })
})
