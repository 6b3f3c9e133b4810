import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import type { ImportMap } from 'payload'
import type React from 'react'

/** What `video.playerComponent` receives (as props, client or server component alike). */
export interface WikiVideoPlayerProps {
  /** `embed`: a video-host link from the Video embed block; `file`: an uploaded video in wiki media. */
  kind: 'embed' | 'file'
  url: string
  caption?: string
  mimeType?: string
}

/** The player page of a video host → its embeddable player; unknown shapes are embedded as given. */
export const embedURL = (link: string): string => {
  const url = new URL(link)
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const last = url.pathname.split('/').filter(Boolean).pop() ?? ''
  if (host === 'youtube.com' && url.pathname === '/watch' && url.searchParams.get('v'))
    return `https://www.youtube-nocookie.com/embed/${url.searchParams.get('v')}`
  if (host === 'youtu.be') return `https://www.youtube-nocookie.com/embed/${last}`
  if (host === 'vimeo.com' && /^\d+$/.test(last)) return `https://player.vimeo.com/video/${last}`
  if (host === 'loom.com' && url.pathname.startsWith('/share/'))
    return `https://www.loom.com/embed/${last}`
  return link
}

const frame: React.CSSProperties = {
  width: '100%',
  maxWidth: '48rem',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: 'var(--style-radius-m)',
  background: 'var(--theme-elevation-100)',
}

/** The built-in player: the host's own embed for links, the browser's video element for files. */
const BuiltInPlayer = ({ caption, kind, mimeType, url }: WikiVideoPlayerProps) => (
  <>
    {kind === 'embed' ? (
      <iframe
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        src={embedURL(url)}
        style={frame}
        title={caption || url}
      />
    ) : (
      // biome-ignore lint/a11y/useMediaCaption: the video is an editor's upload with no caption track to offer
      <video controls preload="metadata" style={frame}>
        <source src={url} type={mimeType} />
      </video>
    )}
  </>
)

/** A video in a guide body, through `video.playerComponent` when the project set one. */
export const VideoPlayer = ({
  importMap,
  playerComponent,
  ...video
}: WikiVideoPlayerProps & { importMap: ImportMap; playerComponent?: string }) => (
  <figure className="wiki-video" data-kind={video.kind} style={{ margin: 'var(--base) 0' }}>
    {playerComponent ? (
      RenderServerComponent({ clientProps: video, Component: playerComponent, importMap })
    ) : (
      <BuiltInPlayer {...video} />
    )}
    {video.caption && (
      <figcaption
        style={{ color: 'var(--theme-elevation-500)', marginTop: 'calc(var(--base) / 4)' }}
      >
        {video.caption}
      </figcaption>
    )}
  </figure>
)
