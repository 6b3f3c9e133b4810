import type { CollectionConfig, Config } from 'payload'
import { rejectMalformedRequest } from '../../../shared/rejectMalformedRequest'
import { NO_LIST_COLUMN, ORPHAN_BANNER } from '../defaults'
import { orphanedTargetsEndpoint } from '../endpoints/orphanedTargets'
import { targetsMapEndpoint } from '../endpoints/targetsMap'
import { buildBodyField } from '../fields/body'
import { buildFeaturedField } from '../fields/featured'
import { buildTargetPrefillField, buildTargetsTab } from '../fields/targets'
import { adminWikiLabel } from '../i18n'
import type { TargetIndex } from '../targets'
import type { ResolvedAdminWikiOptions } from '../types'

/** The guides collection: Guide and Targets tabs, project tabs after them, drafts, both endpoints. */
export const buildPagesCollection = (
  options: ResolvedAdminWikiOptions,
  config: Config,
  index: TargetIndex,
): CollectionConfig => {
  const collection: CollectionConfig = {
    slug: options.slugs.pages,
    labels: { singular: adminWikiLabel('pages.singular'), plural: adminWikiLabel('pages.plural') },
    access: { ...options.access },
    admin: {
      defaultColumns: ['title', '_status', 'updatedAt'],
      group: 'Wiki',
      hidden: options.hidden.pages,
      useAsTitle: 'title',
      components: { beforeListTable: [ORPHAN_BANNER] },
    },
    endpoints: [targetsMapEndpoint(options), orphanedTargetsEndpoint(options)],
    hooks: { beforeOperation: [rejectMalformedRequest] },
    fields: [
      // Above the tabs of a guide whose targets no longer resolve; stores nothing.
      {
        name: 'wikiOrphans',
        type: 'ui',
        admin: {
          ...NO_LIST_COLUMN,
          components: { Field: { path: ORPHAN_BANNER, clientProps: { guide: true } } },
        },
      },
      buildTargetPrefillField(index),
      ...(options.featured ? [buildFeaturedField()] : []),
      {
        type: 'tabs',
        tabs: [
          {
            label: adminWikiLabel('pages.guideTab'),
            fields: [
              {
                name: 'title',
                type: 'text',
                label: adminWikiLabel('pages.title'),
                localized: true,
                required: true,
              },
              {
                name: 'summary',
                type: 'textarea',
                label: adminWikiLabel('pages.summary'),
                localized: true,
              },
              buildBodyField(options, config),
            ],
          },
          buildTargetsTab(index, options),
          ...options.overrides.pages.tabs,
        ],
      },
    ],
    versions: { drafts: true },
  }
  return options.overrides.pages.collection
    ? options.overrides.pages.collection(collection)
    : collection
}
