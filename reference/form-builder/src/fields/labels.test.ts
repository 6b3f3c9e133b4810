import { describe, expect, test } from 'vitest'
import { translations } from '../translations'
import {
  buildDefaultButtonFields,
  buildNextLabelField,
  buildPrevLabelField,
  buildSubmitLabelField,
} from './labels'

/** The button label fields the forms collection (and a project's `buttons.fields`) starts from. */
describe('form-builder button label fields (reference unit)', () => {
  test('submit, next and back: text localized unless told not to, the site’s own word as placeholder, next and back side by side', () => {
    const fields = buildDefaultButtonFields()
    expect(fields).toMatchObject({
      submit: { name: 'submitLabel', type: 'text', localized: true, admin: {} },
      next: { name: 'nextLabel', type: 'text', localized: true, admin: { width: '50%' } },
      prev: { name: 'prevLabel', type: 'text', localized: true, admin: { width: '50%' } },
    })
    expect('width' in (fields.submit as { admin: object }).admin).toBe(false)
    expect((fields.prev as { admin: { placeholder: unknown } }).admin.placeholder).toEqual({
      en: translations.en!.prev,
      de: translations.de!.prev,
    })
    // Each on its own, as a project composing its own buttons calls them.
    for (const build of [buildSubmitLabelField, buildNextLabelField, buildPrevLabelField]) {
      expect(build()).toMatchObject({ localized: true })
      expect(build(false)).toMatchObject({ localized: false })
    }
    for (const field of Object.values(buildDefaultButtonFields(false)))
      expect(field).toMatchObject({ localized: false })
  })
})
