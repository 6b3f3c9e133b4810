import {
  type JSXConverters,
  type JSXConvertersFunction,
  RichText,
  UploadJSXConverter,
} from '@payloadcms/richtext-lexical/react'
import type { ImportMap } from 'payload'
import type React from 'react'
import { VIDEO_EMBED_BLOCK } from '../../fields/body'
import type { ResolvedAdminWikiOptions } from '../../types'
import { VideoPlayer } from './VideoPlayer'

type Converters = JSXConverters

/**
 * A guide's body as JSX: lexical's converters, uploads as images (videos through the player),
 * the Video embed block through the player, then the project's `editor.converters` on top
 * (its `blocks` and `inlineBlocks` merged by slug).
 */
export const GuideBody = ({
  data,
  importMap,
  options,
}: {
  data: unknown
  importMap: ImportMap
  options: ResolvedAdminWikiOptions
}) => {
  const playerComponent = options.video ? options.video.playerComponent : undefined
  const project = (options.editor.converters ?? {}) as Partial<Converters>
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    upload: (args) => {
      const value = args.node.value as { mimeType?: string; url?: string } | number | string
      if (typeof value === 'object' && value?.url && value.mimeType?.startsWith('video/')) {
        return (
          <VideoPlayer
            importMap={importMap}
            kind="file"
            mimeType={value.mimeType}
            playerComponent={playerComponent}
            url={value.url}
          />
        )
      }
      return (UploadJSXConverter.upload as (a: typeof args) => React.ReactNode)(args)
    },
    ...project,
    blocks: {
      [VIDEO_EMBED_BLOCK]: ({ node }: { node: { fields: { caption?: string; url: string } } }) => (
        <VideoPlayer
          caption={node.fields.caption || undefined}
          importMap={importMap}
          kind="embed"
          playerComponent={playerComponent}
          url={node.fields.url}
        />
      ),
      ...project.blocks,
    },
    inlineBlocks: { ...project.inlineBlocks },
  })
  return (
    <RichText
      className="wiki-guide__body payload-richtext"
      converters={converters}
      data={data as never}
    />
  )
}
