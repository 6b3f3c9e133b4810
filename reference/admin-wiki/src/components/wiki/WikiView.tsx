import { Banner, Gutter, Link, Pill } from '@payloadcms/ui'
import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import { notFound } from 'next/navigation.js'
import type { PayloadRequest } from 'payload'
import type React from 'react'
import { AdminTemplate } from '../../../../shared/adminTemplate'
import { ORPHAN_BANNER } from '../../defaults'
import { accessOf } from '../../endpoints/readerEndpoint'
import { featuredWhere } from '../../fields/featured'
import { type AdminWikiT, adminWikiT } from '../../i18n'
import { runtimeTargets } from '../../targets'
import type { WikiViewComponent } from '../../types'
import { guidePaths } from '../guidePaths'
import { muted } from '../styles'
import {
  findPublishedGuide,
  findPublishedGuides,
  guidesByTarget,
  labelledTargets,
  TARGET_KINDS,
  type TargetEntry,
} from './data'
import { GuideBody } from './GuideBody'
import { GuideLink, list, section, type WikiViewProps } from './shared'
import { WikiHeader } from './WikiHeader'

const KIND_HEADING = {
  block: 'wiki.kind.block',
  collection: 'wiki.kind.collection',
  custom: 'wiki.kind.custom',
  field: 'wiki.kind.field',
  global: 'wiki.kind.global',
} as const

const byKind = (entries: TargetEntry[]) =>
  TARGET_KINDS.map(
    (kind) => [kind, entries.filter((entry) => entry.kind === kind)] as const,
  ).filter(([, of]) => of.length > 0)

/** A part of a view holding one kind of target, named by the kind's heading. */
const KindSection = ({
  block,
  kind,
  t,
  children,
}: {
  block: 'wiki-kind' | 'wiki-coverage'
  kind: TargetEntry['kind']
  t: AdminWikiT
  children: React.ReactNode
}) => (
  <section
    aria-label={t(KIND_HEADING[kind])}
    className={`${block} ${block}--${kind}`}
    style={section}
  >
    {children}
  </section>
)

/** /wiki: published guides by collection, global, field, block and custom target; with ?q, the guides whose title matches. */
export const WikiHome = async ({ initPageResult, options, searchParams }: WikiViewProps) => {
  const { req } = initPageResult
  const t = adminWikiT(req.i18n.t)
  const query = typeof searchParams?.q === 'string' ? searchParams.q.trim() : ''
  const guides = await findPublishedGuides(
    req,
    options,
    query ? { title: { like: query } } : undefined,
  )
  const header = <WikiHeader active={query ? null : 'home'} query={query} req={req} t={t} />
  if (query) {
    return (
      <>
        {header}
        <section aria-label={t('wiki.results', { query })} className="wiki-results" style={section}>
          <h2 style={{ marginTop: 0 }}>{t('wiki.results', { query })}</h2>
          {guides.length ? (
            <ul className="wiki-list" style={list}>
              {guides.map((guide) => (
                <GuideLink guide={guide} key={guide.id} req={req} />
              ))}
            </ul>
          ) : (
            <p className="wiki-results__none" style={muted}>
              {t('wiki.noResults', { query })}
            </p>
          )}
        </section>
      </>
    )
  }
  const byTarget = guidesByTarget(guides, runtimeTargets(req.payload.config, options).keys)
  const entries = labelledTargets(req.payload.config, options, req.i18n).filter((entry) =>
    byTarget.has(entry.key),
  )
  const featuredOnly = featuredWhere(options.featured)
  const featured = featuredOnly ? await findPublishedGuides(req, options, featuredOnly) : []
  return (
    <>
      {header}
      {/* The client banner through the import map: a package build keeps it out of this server module. */}
      {RenderServerComponent({ Component: ORPHAN_BANNER, importMap: req.payload.importMap })}
      {featured.length > 0 && (
        <section aria-label={t('wiki.featured')} className="wiki-featured" style={section}>
          <h2 style={{ marginTop: 0 }}>{t('wiki.featured')}</h2>
          <ul className="wiki-list" style={list}>
            {featured.map((guide) => (
              <GuideLink guide={guide} key={guide.id} req={req} />
            ))}
          </ul>
        </section>
      )}
      {entries.length === 0 && <p style={muted}>{t('wiki.empty')}</p>}
      {byKind(entries).map(([kind, of]) => (
        <KindSection block="wiki-kind" key={kind} kind={kind} t={t}>
          <h2 style={{ marginTop: 0 }}>{t(KIND_HEADING[kind])}</h2>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
              gap: 'var(--base)',
            }}
          >
            {of.map((entry) => (
              <section
                aria-label={entry.label}
                className="wiki-target"
                data-target={entry.key}
                key={entry.key}
                style={{
                  padding: 'var(--base)',
                  border: '1px solid var(--theme-elevation-100)',
                  borderRadius: 'var(--style-radius-m)',
                  background: 'var(--theme-elevation-50)',
                }}
              >
                <h3 className="wiki-target__label" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
                  {entry.label}
                </h3>
                <ul className="wiki-list" style={list}>
                  {byTarget.get(entry.key)!.map((guide) => (
                    <GuideLink guide={guide} key={guide.id} req={req} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </KindSection>
      ))}
    </>
  )
}

/** /wiki/guides/:id: one published guide the reader may read, its body rendered. */
export const WikiGuide = async ({ initPageResult, options, params }: WikiViewProps) => {
  const { req } = initPageResult
  const t = adminWikiT(req.i18n.t)
  const id = String(params?.segments?.[2] ?? '')
  const guide = id ? await findPublishedGuide(req, options, id) : null
  if (!guide) {
    return (
      <>
        <WikiHeader active={null} req={req} t={t} />
        <Banner type="info">{t('wiki.notFound')}</Banner>
      </>
    )
  }
  const labels = new Map(
    labelledTargets(req.payload.config, options, req.i18n).map((entry) => [entry.key, entry.label]),
  )
  const attached = ((guide.targetKeys as string[] | undefined) ?? []).filter((key) =>
    labels.has(key),
  )
  const editable = await canUpdate(req, options.slugs.pages, guide.id)
  const updated = new Date(guide.updatedAt as string).toLocaleDateString(req.i18n.language, {
    dateStyle: 'long',
  })
  return (
    <>
      <WikiHeader active={null} crumb={guide.title as string} req={req} t={t} />
      <article className="wiki-guide" style={{ maxWidth: '48rem', ...section }}>
        <h2 className="wiki-guide__title" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
          {guide.title as string}
        </h2>
        {typeof guide.summary === 'string' && guide.summary && (
          <p className="wiki-guide__summary" style={{ ...muted, fontSize: '1.1em' }}>
            {guide.summary}
          </p>
        )}
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 'calc(var(--base) / 2)',
            marginBottom: 'var(--base)',
          }}
        >
          {attached.length > 0 && <span style={muted}>{t('wiki.attachedTo')}</span>}
          {attached.map((key) => (
            <Pill className="wiki-guide__target" key={key} size="small">
              {labels.get(key)}
            </Pill>
          ))}
          <span style={muted}>· {t('wiki.updated', { date: updated })}</span>
          {editable && (
            <Link
              className="wiki-guide__edit"
              href={guidePaths(pagesAdmin(req, options)).edit(guide.id)}
              prefetch={false}
            >
              {t('wiki.editGuide')}
            </Link>
          )}
        </div>
        <GuideBody data={guide.body} importMap={req.payload.importMap} options={options} />
      </article>
    </>
  )
}

/** /wiki/coverage: collections, globals, fields and blocks (resolvable, not excluded, counted per WikiEntityMarker) without a published guide. */
export const WikiCoverage = async ({ initPageResult, options }: WikiViewProps) => {
  const { req } = initPageResult
  const t = adminWikiT(req.i18n.t)
  const guides = await findPublishedGuides(req, options)
  const index = runtimeTargets(req.payload.config, options)
  const byTarget = guidesByTarget(guides, index.keys)
  // The project's own content: no custom targets, nothing its entity's marker leaves uncounted.
  const entries = labelledTargets(req.payload.config, options, req.i18n).filter(
    (entry) => entry.kind !== 'custom' && !index.uncounted.has(entry.key),
  )
  const missing = entries.filter((entry) => !byTarget.has(entry.key))
  // A reader who may write guides gets each missing one a click away: the create form, already targeted.
  const writable = (await accessOf(req, options.slugs.pages, 'create')) !== false
  const { write } = guidePaths(pagesAdmin(req, options))
  return (
    <>
      <WikiHeader active="coverage" crumb={t('wiki.coverage')} req={req} t={t} />
      <p style={muted}>{t('wiki.coverageIntro')}</p>
      <p className="wiki-coverage__summary">
        <strong>
          {t('wiki.coverageSummary', {
            covered: String(entries.length - missing.length),
            total: String(entries.length),
          })}
        </strong>
      </p>
      {missing.length === 0 && <Banner type="success">{t('wiki.coverageComplete')}</Banner>}
      {missing.length > 0 && writable && (
        <p className="wiki-coverage__hint" style={muted}>
          {t('wiki.coverageWrite')}
        </p>
      )}
      {byKind(missing).map(([kind, of]) => (
        <KindSection block="wiki-coverage" key={kind} kind={kind} t={t}>
          <h2>
            {t(KIND_HEADING[kind])}{' '}
            <span style={{ ...muted, fontWeight: 'normal' }}>({of.length})</span>
          </h2>
          <ul
            className="wiki-coverage__list"
            style={{ ...list, display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}
          >
            {of.map((entry) => {
              const chip = <Pill size="small">{entry.label}</Pill>
              return (
                <li data-target={entry.key} key={entry.key}>
                  {writable ? (
                    <Link
                      aria-label={`${t('guides.write')}: ${entry.label}`}
                      className="wiki-coverage__write"
                      href={write(entry.key)}
                      prefetch={false}
                    >
                      {chip}
                    </Link>
                  ) : (
                    chip
                  )}
                </li>
              )
            })}
          </ul>
        </KindSection>
      ))}
    </>
  )
}

const pagesAdmin = (req: PayloadRequest, options: WikiViewProps['options']) =>
  `${req.payload.config.routes.admin}/collections/${options.slugs.pages}`

/** Whether the reader may update this guide: the collection's update access, a query one evaluated for this document. */
const canUpdate = async (req: PayloadRequest, slug: string, id: number | string) => {
  const update = await accessOf(req, slug, 'update')
  if (typeof update === 'boolean') return update
  return (
    (
      await req.payload.count({
        collection: slug,
        overrideAccess: true,
        req,
        where: { and: [{ id: { equals: id } }, update] },
      })
    ).totalDocs > 0
  )
}

const VIEWS: Record<
  'coverage' | 'guide' | 'home',
  (props: WikiViewProps) => Promise<React.ReactNode>
> = { coverage: WikiCoverage, guide: WikiGuide, home: WikiHome }

const routeOf = (segments: string[]): keyof typeof VIEWS | null => {
  const [, view, id, ...rest] = segments
  if (view === undefined) return 'home'
  if (view === 'coverage' && id === undefined) return 'coverage'
  if (view === 'guides' && id && rest.length === 0) return 'guide'
  return null
}

/**
 * /admin/wiki (registered when wikiView is on): the wiki home, a guide's read view and the coverage
 * view, in the admin's own layout; each replaceable through `wikiView.components`.
 */
export const WikiView = async (props: WikiViewProps) => {
  const { initPageResult, options, params, searchParams } = props
  const { req } = initPageResult
  const segments = ([] as string[]).concat(params?.segments ?? [])
  const route = routeOf(segments)
  if (!route) notFound()
  const custom = options.wikiView
    ? options.wikiView.components[route as WikiViewComponent]
    : undefined
  const View = VIEWS[route]
  return (
    <AdminTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className={`wiki-view wiki-view--${route}`}>
        {custom
          ? RenderServerComponent({
              Component: custom,
              importMap: req.payload.importMap,
              serverProps: props,
            })
          : await View(props)}
      </Gutter>
    </AdminTemplate>
  )
}
