/** A UUID's text, any version: how the SQL adapters keyed by UUID store ids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether the database keys rows by UUID (the SQL adapters' `idType` 'uuid' or 'uuidv7', read by
 * feature detection: an adapter without it, MongoDB's, answers false). There an id of another form
 * reaches Postgres as a failed cast, a 500, where it should be "no such row".
 */
export const keysByUuid = (db: object): boolean => {
  const idType = (db as { idType?: unknown }).idType
  return typeof idType === 'string' && idType.startsWith('uuid')
}

export const isUuid = (id: string): boolean => UUID.test(id)
