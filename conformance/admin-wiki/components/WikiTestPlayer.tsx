/** What `video.playerComponent` is handed (the plugin's documented props). */
interface PlayerProps {
  kind: 'embed' | 'file'
  url: string
  caption?: string
  mimeType?: string
}

/** A project's own video player (`video.playerComponent`): shows which video it was handed. */
export const WikiTestPlayer = ({ caption, kind, mimeType, url }: PlayerProps) => (
  <div
    className="test-player"
    data-kind={kind}
    data-mime-type={mimeType ?? ''}
    data-url={url}
    style={{
      padding: 'var(--base)',
      border: '2px dashed var(--theme-elevation-400)',
      borderRadius: 'var(--style-radius-m)',
    }}
  >
    Project player · {kind === 'embed' ? 'embedded link' : 'uploaded file'} · {url}
    {caption ? ` · ${caption}` : ''}
  </div>
)
