'use client'
// <Form>'s render props for a server component page: a function crosses into a client component
// only as an export of a 'use client' module.
import type { SubmitButtonRenderProps } from '@payload-plugin-suite/form-builder/client'

export const renderSubmit = ({ label, submitting, ...button }: SubmitButtonRenderProps) => (
  <button {...button} className="site-button site-button--primary">
    {submitting ? 'Sending…' : label}
  </button>
)

export const renderNext = ({ label, type, disabled, onClick }: SubmitButtonRenderProps) => (
  <button
    type={type}
    disabled={disabled}
    onClick={onClick}
    className="site-button site-button--primary"
  >
    {label}
  </button>
)

export const renderBack = ({ label, type, disabled, onClick }: SubmitButtonRenderProps) => (
  <button type={type} disabled={disabled} onClick={onClick} className="site-button">
    {label}
  </button>
)
