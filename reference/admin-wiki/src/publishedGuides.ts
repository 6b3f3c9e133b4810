import type { PayloadRequest, SelectType, Where } from 'payload'

/**
 * The published, titled guides `req`'s reader may read, by title: queried as that reader (access
 * overrides off), so neither the wiki's views nor its endpoints show more than the REST API would.
 */
export const readPublishedGuides = async (
  req: PayloadRequest,
  slug: string,
  locale: string | null,
  select: SelectType,
  where?: Where,
) => {
  const { docs } = await req.payload.find({
    collection: slug,
    depth: 0,
    draft: false,
    ...(locale ? { locale } : {}),
    overrideAccess: false,
    pagination: false,
    req,
    select,
    sort: 'title',
    user: req.user,
    where: { and: [{ _status: { equals: 'published' } }, ...(where ? [where] : [])] },
  })
  return docs.filter((doc) => typeof doc.title === 'string' && doc.title !== '')
}
