import { describe, expect, test } from 'vitest'
import { labelOf, pickText, translations, translator } from './translations'

/** The texts <Form> and the intake answer in, by the submission's locale, and authored localized text. */
describe('form-builder site texts (reference unit)', () => {
  test('a locale’s text with its placeholders filled (an unknown one left empty); English for another locale; the key for an unknown key', () => {
    expect(translator('de')('stepOf', { step: 2, count: 3 })).toBe('Schritt 2 von 3')
    expect(translator('de')('stepOf', { step: 2 })).toBe('Schritt 2 von ')
    expect(translator('fr')('stepOf', { step: 2, count: 3 })).toBe('Step 2 of 3')
    expect(translator(undefined)('submit')).toBe('Submit')
    expect(translator('de')('noSuchText')).toBe('noSuchText')
  })

  test('every English text has a German one, and labelOf gives each language’s', () => {
    expect(Object.keys(translations.de!).sort()).toEqual(Object.keys(translations.en!).sort())
    expect(labelOf('submit')).toEqual({ en: 'Submit', de: 'Absenden' })
  })

  test('authored text for a locale: its own, else English, else the first given; plain text as is; none as undefined', () => {
    expect(pickText({ en: 'Name', de: 'Vorname' }, 'de')).toBe('Vorname')
    expect(pickText({ en: 'Name', de: '' }, 'de')).toBe('Name')
    expect(pickText({ en: 'Name', de: 'Vorname' })).toBe('Name')
    expect(pickText({ fr: 'Nom', de: 'Vorname' }, 'it')).toBe('Nom')
    expect(pickText('Name', 'de')).toBe('Name')
    expect(pickText(null, 'de')).toBeUndefined()
    expect(pickText(undefined)).toBeUndefined()
  })
})
