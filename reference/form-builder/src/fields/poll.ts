import type { Field } from 'payload'

/** Winners, as PollOption values; editors pick them only for manual polls. */
export const buildWinningValuesField = (): Field => ({
  name: 'winningValues',
  type: 'text',
  hasMany: true,
  admin: {
    condition: (data) => data?.poll?.type === 'manual',
    description: 'Values from GET /api/forms/:id/poll-options. A tie keeps every winner.',
    components: { Field: '@payload-plugin-suite/form-builder/admin#WinningValuesField' },
  },
})

/** Stamped by the server when winners are set; no caller may write it, admins included. */
export const buildResolvedAtField = (): Field => ({
  name: 'resolvedAt',
  type: 'date',
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
})

export const buildDefaultOutcomeFields = (): Field[] => [buildWinningValuesField(), buildResolvedAtField()]
