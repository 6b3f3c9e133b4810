import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { describe, expect, test } from 'vitest'
import { consentSourcesField } from './consentSources'

/** The helper a host adds to a global or collection of its own to keep its consent statements in. */
describe('form-builder consentSourcesField (reference unit)', () => {
  test('rows of a required title, a statement and a URL; title and statement localized unless told not to; named consentSources unless named', () => {
    expect(consentSourcesField()).toEqual({
      name: 'consentSources',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'statement', type: 'richText', localized: true },
        { name: 'url', type: 'text' },
      ],
    })
    const editor = lexicalEditor()
    expect(consentSourcesField({ name: 'policies', localize: false, editor })).toEqual({
      name: 'policies',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: false },
        { name: 'statement', type: 'richText', localized: false, editor },
        { name: 'url', type: 'text' },
      ],
    })
  })
})
