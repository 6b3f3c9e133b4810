import type React from 'react'

/** Secondary text (an empty list, a count), in the admin theme's muted tone. */
export const muted: React.CSSProperties = { color: 'var(--theme-elevation-500)' }

/** A bar whose parts sit at either end and wrap onto a new line on a narrow screen. */
export const toolbar: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 'var(--base)',
}
