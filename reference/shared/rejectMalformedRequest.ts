import { APIError, type CollectionBeforeOperationHook, type Where } from 'payload'

/** Deepest nesting a request body may have: far past any document's, well short of what overflows Payload's copy of it. */
const MAX_BODY_DEPTH = 100

/** Largest `limit` or `page` a list takes: the adapters bind both into SQL as 32-bit integers. */
const MAX_LIST_NUMBER = 2_147_483_647

/** Operators of a `where` that compare with one value (the others take a list or an object). */
const SINGLE_VALUE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

const reject = (message: string) => new APIError(message, 400)

/** Whether `value` nests objects or arrays more than `max` levels, walked without recursion. */
const nestsDeeperThan = (value: unknown, max: number) => {
  const pending: Array<[unknown, number]> = [[value, 0]]
  while (pending.length) {
    const [current, depth] = pending.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth > max) return true
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return false
}

/** The first `path.operator` of a where clause given a list where it takes one value (a query parameter repeated). */
const repeatedValue = (where: Where | undefined, depth = 0): string | undefined => {
  if (!where || typeof where !== 'object' || depth > MAX_BODY_DEPTH) return undefined
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const nested of condition) {
        const found = repeatedValue(nested as Where, depth + 1)
        if (found) return found
      }
      continue
    }
    if (typeof condition !== 'object' || condition === null) continue
    for (const [operator, value] of Object.entries(condition)) {
      if (SINGLE_VALUE_OPERATORS.has(operator) && Array.isArray(value))
        return `${key.slice(0, 64)}.${operator}`
    }
  }
  return undefined
}

/**
 * Refuses, before Payload acts on a request from outside (REST, GraphQL), what its handlers would otherwise answer with a 500: a
 * body that is not a JSON object of fields (text, XML, `null`, a string, a number, nesting past
 * MAX_BODY_DEPTH), a `limit` or `page` that is not one whole number the database takes, a where
 * condition given several values where it takes one. Nothing is written; messages quote none of it.
 */
export const rejectMalformedRequest: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // The Local API's callers pass typed values; the plugin's own writes are among them.
  if (req.payloadAPI === 'local') return args
  if (operation === 'create' || operation === 'update') {
    const { data } = args as { data?: unknown }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw reject('The request body must be a JSON object of the document’s fields.')
    if (nestsDeeperThan(data, MAX_BODY_DEPTH))
      throw reject(`The request body nests more than ${MAX_BODY_DEPTH} levels deep.`)
  }
  if (operation === 'read') {
    const list = args as { limit?: unknown; page?: unknown; where?: Where }
    for (const name of ['limit', 'page'] as const) {
      const value = list[name]
      if (
        value !== undefined &&
        !(
          Number.isSafeInteger(value) &&
          (value as number) >= 0 &&
          (value as number) <= MAX_LIST_NUMBER
        )
      ) {
        throw reject(`${name} must be one whole number from 0 to ${MAX_LIST_NUMBER}.`)
      }
    }
    const repeated = repeatedValue(list.where)
    if (repeated) throw reject(`where ${repeated} takes one value.`)
  }
  return args
}
