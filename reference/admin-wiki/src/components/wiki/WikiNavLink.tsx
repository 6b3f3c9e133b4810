import { Link } from '@payloadcms/ui'
import type { ServerProps } from 'payload'
import { adminWikiT } from '../../i18n'
import type { ResolvedAdminWikiOptions } from '../../types'
import { wikiURL } from './shared'

/** The wiki in the admin nav (wikiView on), above the collection groups; only for signed-in users. */
export const WikiNavLink = ({
  i18n,
  payload,
  user,
}: ServerProps & { options: ResolvedAdminWikiOptions }) => {
  if (!user) return null
  const t = adminWikiT(i18n.t)
  return (
    <Link className="nav__link" href={wikiURL({ payload })} id="nav-wiki" prefetch={false}>
      <span className="nav__link-label">{t('wiki.title')}</span>
    </Link>
  )
}
