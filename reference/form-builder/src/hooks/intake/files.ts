import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'

export interface UploadedFile {
  name: string
  mimetype: string
  size: number
  data: Buffer
}

/**
 * Payload's own fallback for bytes no signature identifies (uploads/getFileTypeFallback, which it
 * does not export): such a file is text, of the format its extension names, else text/plain.
 */
const TEXT_TYPES: Record<string, string> = {
  css: 'text/css',
  csv: 'text/csv',
  htm: 'text/html',
  html: 'text/html',
  js: 'application/javascript',
  json: 'application/json',
  md: 'text/markdown',
  svg: 'image/svg+xml',
  xhtml: 'application/xhtml+xml',
  xml: 'application/xml',
  yml: 'application/x-yaml',
}

/**
 * The type a file's bytes are, never the type its part declares (a client picks that freely). A
 * binary format is known by its signature (file-type, as Payload's upload check does); text formats
 * have none, so an extension names only a text type: HTML named photo.png is text/plain.
 */
const contentTypeOf = async (file: UploadedFile) => {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  const detected = (await fileTypeFromBuffer(file.data))?.mime
  // An SVG with an XML declaration is detected as XML; Payload's generateFileData corrects it the same way.
  if (detected === 'application/xml' && extension === 'svg') return 'image/svg+xml'
  return detected ?? TEXT_TYPES[extension] ?? 'text/plain'
}

/** The parts of a multipart intake, by name (none for a JSON one). */
export const uploadedFiles = (req: PayloadRequest) =>
  ((req as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {}) as Record<
    string,
    UploadedFile | UploadedFile[]
  >

/** The file sent for a file field, typed by its bytes; its answer is the file's descriptor. */
export const readUpload = async (part: UploadedFile | UploadedFile[] | undefined) => {
  const sent = Array.isArray(part) ? part[0] : part
  if (!sent) return { value: undefined }
  // Rules, storage and descriptor all see the sniffed type.
  const file = { ...sent, mimetype: await contentTypeOf(sent) }
  return {
    value: {
      name: file.name,
      mimetype: file.mimetype,
      declaredType: sent.mimetype,
      size: file.size,
    },
    file,
  }
}

/** Files of the multipart intake, kept per request until the submission passes validation. */
const PENDING_FILES = 'formBuilderPendingFiles'

export const holdPendingFiles = (req: PayloadRequest, files: Record<string, UploadedFile>) => {
  req.context[PENDING_FILES] = files
}

/** The files held for this request, no longer held. */
export const takePendingFiles = (req: PayloadRequest) => {
  const files = req.context[PENDING_FILES] as Record<string, UploadedFile> | undefined
  if (files) delete req.context[PENDING_FILES]
  return files
}
