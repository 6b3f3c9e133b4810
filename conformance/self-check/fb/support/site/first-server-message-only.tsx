'use client'
// fb-first-server-message-only's <Form>: an intake 400 read for its first message only.
import { createElement, useEffect } from 'react'
import {
  type FormProps,
  Form as ReferenceForm,
} from '../../../../../reference/form-builder/src/exports/client'

export * from '../../../../../reference/form-builder/src/exports/client'

interface ValidationBody {
  errors?: Array<{ message?: string; data?: { errors?: Array<{ path: string; message: string }> } }>
}

/** Payload's ValidationError as that fork reads it: its first { path, message } and nothing after. */
const firstMessageOnly = async (response: Response) => {
  const [first] = ((await response.json()) as ValidationBody).errors ?? []
  const errors = first
    ? [{ ...first, data: { ...first.data, errors: (first.data?.errors ?? []).slice(0, 1) } }]
    : []
  return new Response(JSON.stringify({ errors }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  })
}

export const Form = (props: FormProps) => {
  // <Form> posts with the page's fetch: the fork's reading wraps it while the form is on the page.
  useEffect(() => {
    const original = window.fetch
    window.fetch = async (input, init) => {
      const response = await original(input, init)
      const intake = init?.method === 'POST' && String(input).includes('/form-submissions')
      return intake && response.status === 400 ? firstMessageOnly(response) : response
    }
    return () => {
      window.fetch = original
    }
  }, [])
  return createElement(ReferenceForm, props)
}
