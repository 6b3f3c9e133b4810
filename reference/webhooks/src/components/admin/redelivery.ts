/**
 * The delivery a row repeats, when it is a redelivery: a fresh event's body carries its own row's
 * id, a redelivery's the original's (retries update their row, they never add one).
 */
export const redeliveryOf = (row: { id?: unknown; payload?: unknown }): string | undefined => {
  const bodyId = (row.payload as { id?: unknown } | null | undefined)?.id
  return bodyId === undefined || bodyId === null || String(bodyId) === String(row.id)
    ? undefined
    : String(bodyId)
}
