import type { Field, RichTextAdapterProvider } from 'payload'

/**
 * The rows a host keeps its consent statements in (add it to a global or collection of its own).
 * Forms store only a row id; the statement is read live on each request through consent.sources.
 */
export const consentSourcesField = ({
  editor,
  name = 'consentSources',
  localize = true,
}: {
  editor?: RichTextAdapterProvider<any, any, any>
  name?: string
  localize?: boolean
} = {}): Field => ({
  name,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true, localized: localize },
    { name: 'statement', type: 'richText', localized: localize, ...(editor ? { editor } : {}) },
    { name: 'url', type: 'text' },
  ],
})
