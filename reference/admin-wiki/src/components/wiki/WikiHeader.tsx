import { Link, SetStepNav } from '@payloadcms/ui'
import type { PayloadRequest } from 'payload'
import type { AdminWikiT } from '../../i18n'
import { toolbar } from '../styles'
import { wikiURL } from './shared'

/**
 * Title, the wiki's two views as tabs, and the title search (a GET form: the server answers it); the
 * admin's breadcrumb reads "Wiki", or "Wiki / <crumb>" below the wiki's home.
 */
export const WikiHeader = ({
  active,
  crumb,
  query = '',
  req,
  t,
}: {
  active: 'coverage' | 'home' | null
  crumb?: string
  query?: string
  req: PayloadRequest
  t: AdminWikiT
}) => {
  const tab = (name: 'coverage' | 'home', href: string, label: string) => (
    <Link
      aria-current={active === name ? 'page' : undefined}
      className={`wiki-header__tab${active === name ? ' wiki-header__tab--active' : ''}`}
      href={href}
      prefetch={false}
      style={{
        padding: 'calc(var(--base) / 4) 0',
        borderBottom: `2px solid ${active === name ? 'var(--theme-text)' : 'transparent'}`,
        color: active === name ? 'var(--theme-text)' : 'var(--theme-elevation-500)',
        textDecoration: 'none',
      }}
    >
      {label}
    </Link>
  )
  return (
    <>
      <SetStepNav
        nav={
          crumb
            ? [{ label: t('wiki.title'), url: wikiURL(req) }, { label: crumb }]
            : [{ label: t('wiki.title') }]
        }
      />
      <header
        className="wiki-header"
        style={{
          padding: 'calc(var(--base) * 1.5) 0 var(--base)',
          borderBottom: '1px solid var(--theme-elevation-100)',
          marginBottom: 'calc(var(--base) * 1.5)',
        }}
      >
        <h1 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t('wiki.title')}</h1>
        <div style={toolbar}>
          <nav aria-label={t('wiki.title')} style={{ display: 'flex', gap: 'var(--base)' }}>
            {tab('home', wikiURL(req), t('wiki.browse'))}
            {tab('coverage', wikiURL(req, '/coverage'), t('wiki.coverage'))}
          </nav>
          {/* biome-ignore lint/a11y/useSemanticElements: the GET form is the search landmark; a <search> element would wrap this same form */}
          <form
            action={wikiURL(req)}
            className="wiki-search"
            method="get"
            role="search"
            style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flex: '0 1 24rem' }}
          >
            <input
              aria-label={t('wiki.search')}
              className="wiki-search__input"
              defaultValue={query}
              name="q"
              placeholder={t('wiki.search')}
              style={{
                flex: 1,
                minWidth: 0,
                height: 'calc(var(--base) * 2)',
                padding: '0 calc(var(--base) / 2)',
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 'var(--style-radius-s)',
                background: 'var(--theme-input-bg)',
                color: 'var(--theme-elevation-800)',
                font: 'inherit',
              }}
              type="search"
            />
            <button
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              type="submit"
            >
              {t('wiki.searchButton')}
            </button>
          </form>
        </div>
      </header>
    </>
  )
}
