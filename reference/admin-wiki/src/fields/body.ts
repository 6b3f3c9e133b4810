import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Block, Config, RichTextField } from 'payload'
import { VIDEO_EMBED_HOSTS } from '../defaults'
import { adminWikiLabel } from '../i18n'
import type { ResolvedAdminWikiOptions } from '../types'

export const VIDEO_EMBED_BLOCK = 'wikiVideoEmbed'

/** A video hosted elsewhere (YouTube, Vimeo, Loom, Wistia), embedded by https URL. */
export const videoEmbedBlock: Block = {
  slug: VIDEO_EMBED_BLOCK,
  labels: {
    singular: adminWikiLabel('videoEmbed.singular'),
    plural: adminWikiLabel('videoEmbed.plural'),
  },
  fields: [
    {
      name: 'url',
      type: 'text',
      label: adminWikiLabel('videoEmbed.url'),
      required: true,
      validate: (value: null | string | undefined) => {
        if (!value) return 'A video URL is required.'
        try {
          const url = new URL(value)
          // Stryker disable next-line BooleanLiteral: Payload reports only a string as an error, so `false` passes as `true` does
          if (url.protocol === 'https:' && VIDEO_EMBED_HOSTS.includes(url.hostname)) return true
        } catch {
          // reported below
        }
        return `Only https links to ${VIDEO_EMBED_HOSTS.join(', ')} can be embedded.`
      },
    },
    { name: 'caption', type: 'text', label: adminWikiLabel('videoEmbed.caption') },
  ],
}

/**
 * The guide body. Without extra blocks, features or video it uses the project's editor (a lexical
 * editor when the project has none); otherwise a lexical editor with those additions.
 */
export const buildBodyField = (
  options: ResolvedAdminWikiOptions,
  config: Config,
): RichTextField => {
  const blocks = [...(options.editor.blocks ?? []), ...(options.video ? [videoEmbedBlock] : [])]
  const inlineBlocks = options.editor.inlineBlocks ?? []
  const features = (options.editor.features ?? []) as never[]
  const needsOwnEditor = blocks.length > 0 || inlineBlocks.length > 0 || features.length > 0
  const editor = needsOwnEditor
    ? lexicalEditor({
        features: ({ defaultFeatures }) => [
          ...defaultFeatures,
          ...(blocks.length || inlineBlocks.length
            ? [BlocksFeature({ blocks, inlineBlocks })]
            : []),
          ...features,
        ],
      })
    : config.editor
      ? undefined
      : lexicalEditor()
  return {
    name: 'body',
    type: 'richText',
    label: adminWikiLabel('pages.body'),
    localized: true,
    ...(editor ? { editor } : {}),
  }
}
