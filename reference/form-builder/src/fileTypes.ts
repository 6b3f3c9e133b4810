import type { Translate } from './types'

type Kind =
  | 'image'
  | 'video'
  | 'audio'
  | 'document'
  | 'spreadsheet'
  | 'presentation'
  | 'archive'
  | 'program'
  | 'text'

/**
 * File types by the names people use: a format, and the kind of file when the format alone does not
 * say it ("PNG image", "Word document"); a format everyone knows by itself stands alone ("PDF").
 */
const NAMES: Record<string, { format?: string; kind?: Kind }> = {
  'application/pdf': { format: 'PDF' },
  'image/png': { format: 'PNG', kind: 'image' },
  'image/jpeg': { format: 'JPEG', kind: 'image' },
  'image/gif': { format: 'GIF', kind: 'image' },
  'image/webp': { format: 'WebP', kind: 'image' },
  'image/avif': { format: 'AVIF', kind: 'image' },
  'image/heic': { format: 'HEIC', kind: 'image' },
  'image/svg+xml': { format: 'SVG', kind: 'image' },
  'image/tiff': { format: 'TIFF', kind: 'image' },
  'image/bmp': { format: 'BMP', kind: 'image' },
  'video/mp4': { format: 'MP4', kind: 'video' },
  'video/webm': { format: 'WebM', kind: 'video' },
  'video/quicktime': { format: 'QuickTime', kind: 'video' },
  'audio/mpeg': { format: 'MP3', kind: 'audio' },
  'audio/wav': { format: 'WAV', kind: 'audio' },
  'audio/ogg': { format: 'Ogg', kind: 'audio' },
  'text/plain': { kind: 'text' },
  'text/csv': { format: 'CSV' },
  'text/html': { format: 'HTML' },
  'text/markdown': { format: 'Markdown' },
  'application/json': { format: 'JSON' },
  'application/xml': { format: 'XML' },
  'application/rtf': { format: 'RTF', kind: 'document' },
  'application/msword': { format: 'Word', kind: 'document' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    format: 'Word',
    kind: 'document',
  },
  'application/vnd.oasis.opendocument.text': { format: 'OpenDocument', kind: 'document' },
  'application/vnd.ms-excel': { format: 'Excel', kind: 'spreadsheet' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    format: 'Excel',
    kind: 'spreadsheet',
  },
  'application/vnd.oasis.opendocument.spreadsheet': { format: 'OpenDocument', kind: 'spreadsheet' },
  'application/vnd.ms-powerpoint': { format: 'PowerPoint', kind: 'presentation' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    format: 'PowerPoint',
    kind: 'presentation',
  },
  'application/zip': { format: 'ZIP', kind: 'archive' },
  'application/gzip': { format: 'GZIP', kind: 'archive' },
  'application/x-7z-compressed': { format: '7-Zip', kind: 'archive' },
  'application/x-msdownload': { format: 'Windows', kind: 'program' },
  'application/vnd.microsoft.portable-executable': { format: 'Windows', kind: 'program' },
}

/** `image/*` and its like: a whole family of types. */
const FAMILIES = new Set(['image', 'video', 'audio', 'text'])

/**
 * A MIME type (or an `accept` pattern such as `image/*`) as a visitor would name it, in the
 * translator's language; a type without a known name stays its MIME type.
 */
export const fileTypeName = (type: string, t: Translate): string => {
  const [family, subtype] = type.split('/')
  if (subtype === '*' && FAMILIES.has(family)) return t(`anyFile.${family}`)
  const name = NAMES[type]
  if (!name) return type
  return name.kind ? t(`fileKind.${name.kind}`, { format: name.format }) : name.format!
}
