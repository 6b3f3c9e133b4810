import * as core from 'payload'
import { type PayloadRequest, sanitizePopulateParam, sanitizeSelectParam } from 'payload'

/*
 * Two helpers of core's REST handlers that Payload exports only from 3.87 (parseParams) and 3.89
 * (unlinkClientUploadTempFile). Read off the module namespace, so the package still loads on an
 * older Payload of its peer range, where a named import of them would fail to link.
 */

type Query = PayloadRequest['query']
type CreateParams = Pick<
  ReturnType<typeof core.parseParams>,
  'autosave' | 'depth' | 'draft' | 'populate' | 'publishAllLocales' | 'select'
>

const flag = (value: unknown) =>
  value === 'true' || value === true
    ? true
    : value === 'false' || value === false
      ? false
      : undefined
const integer = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
    ? Number(value)
    : undefined

/** The query parameters of a create as core's create handler parses them, for a Payload without parseParams. */
export const parseCreateParamsWithoutCore = (query: Query): CreateParams => ({
  autosave: flag(query.autosave),
  depth: integer(query.depth),
  draft: flag(query.draft),
  populate: 'populate' in query ? sanitizePopulateParam(query.populate as never) : undefined,
  publishAllLocales: flag(query.publishAllLocales),
  select: 'select' in query ? sanitizeSelectParam(query.select as never) : undefined,
})

/** The query parameters of a create, parsed as core's create handler parses them. */
export const parseCreateParams = (query: Query): CreateParams => {
  const parseParams = (core as Partial<typeof core>).parseParams
  return parseParams ? parseParams(query) : parseCreateParamsWithoutCore(query)
}

/** Removes the temp file core's parser made of a client upload; before 3.89 core made none. */
export const unlinkUploadTempFile = async (req: PayloadRequest) => {
  await (core as Partial<typeof core>).unlinkClientUploadTempFile?.({ req })
}
