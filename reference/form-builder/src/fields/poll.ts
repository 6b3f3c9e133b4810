import type { Field } from 'payload'
import { adminComponent } from '../defaults'
import { formBuilderLabel as label } from '../i18n'

/** Winners, as PollOption values; editors pick them only for manual polls. */
export const buildWinningValuesField = (): Field => ({
  name: 'winningValues',
  type: 'text',
  hasMany: true,
  label: label('winningValues'),
  admin: {
    condition: (data) => data?.poll?.type === 'manual',
    description: label('winningValuesDescription'),
    components: { Field: adminComponent('WinningValuesField') },
  },
})

/** Stamped by the server when winners are set; no caller may write it, admins included. */
export const buildResolvedAtField = (): Field => ({
  name: 'resolvedAt',
  type: 'date',
  label: label('resolvedAt'),
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
})

export const buildDefaultOutcomeFields = (): Field[] => [
  buildWinningValuesField(),
  buildResolvedAtField(),
]
