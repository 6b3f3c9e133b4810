import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import { holdPendingFiles, readUpload, takePendingFiles, type UploadedFile } from './files'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>'

const part = (name: string, data: Buffer | string, mimetype = 'application/octet-stream') => {
  const bytes = Buffer.from(data)
  return { name, mimetype, size: bytes.length, data: bytes }
}
const typeOf = async (name: string, data: Buffer | string) =>
  (await readUpload(part(name, data))).value?.mimetype

/** A file answer's type comes from its bytes, as Payload's upload check decides it, never from what the part declares. */
describe('form-builder file answers (reference unit)', () => {
  test('a binary format by its signature whatever its name; text by its extension, else text/plain', async () => {
    expect(await typeOf('photo.txt', PNG)).toBe('image/png')
    expect(await typeOf('photo.png', '<html><body>hi</body></html>')).toBe('text/plain')
    expect(await typeOf('list.CSV', 'a,b\n1,2\n')).toBe('text/csv')
    expect(await typeOf('README', '# hi')).toBe('text/plain')
    expect(await typeOf('logo.svg', SVG)).toBe('image/svg+xml')
  })

  test('an SVG with an XML declaration is an SVG when named .svg, XML otherwise', async () => {
    const declared = `<?xml version="1.0" encoding="UTF-8"?>${SVG}`
    expect(await typeOf('logo.svg', declared)).toBe('image/svg+xml')
    expect(await typeOf('logo.xml', declared)).toBe('application/xml')
    expect(await typeOf('logo', declared)).toBe('application/xml')
  })

  test('the answer describes the first file sent under the name: its name, type from its bytes, the type it declared, its size', async () => {
    const sent = part('cv.txt', PNG, 'text/plain')
    const read = await readUpload([sent, part('other.txt', 'x')])
    expect(read.value).toEqual({
      name: 'cv.txt',
      mimetype: 'image/png',
      declaredType: 'text/plain',
      size: PNG.length,
    })
    expect(read.file).toEqual({ ...sent, mimetype: 'image/png' })
    expect(await readUpload(undefined)).toEqual({ value: undefined })
    expect(await readUpload([])).toEqual({ value: undefined })
  })

  test('files held for a request are taken once', () => {
    const req = { context: {} } as PayloadRequest
    const files = { cv: part('cv.txt', 'x') as UploadedFile }
    expect(takePendingFiles(req)).toBeUndefined()
    holdPendingFiles(req, files)
    expect(takePendingFiles(req)).toBe(files)
    expect(takePendingFiles(req)).toBeUndefined()
    expect(req.context).toEqual({})
  })
})
