import { type RefObject, useEffect } from 'react'
import type { FocusRequest } from './state'

const FOCUSABLE = ':is(input:not([type=hidden]), select, textarea, button):not(:disabled)'

/**
 * Moves focus as the form asks once it has rendered: to the first field with an error, to the
 * shown step's title (else its first control), or to the confirmation.
 */
export const useRequestedFocus = (
  root: RefObject<HTMLElement | null>,
  focus: FocusRequest | null,
) => {
  useEffect(() => {
    const node = root.current
    if (!focus || !node) return
    const page = node.querySelector('.pps-form__step:not([hidden])') ?? node
    const target =
      focus.target === 'confirmation'
        ? node.querySelector('.pps-form__confirmation')
        : focus.target === 'step'
          ? (page.querySelector('.pps-form__step-title') ?? page.querySelector(FOCUSABLE))
          : page.querySelector('.pps-form__field--error')?.querySelector(FOCUSABLE)
    ;(target as HTMLElement | null | undefined)?.focus()
  }, [root, focus])
}
