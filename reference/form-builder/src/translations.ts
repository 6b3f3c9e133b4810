import type { LocalizedText, Translate } from './types'

/** Built-in strings; a locale without an entry falls back to English. */
export const translations: Record<string, Record<string, string>> = {
  en: {
    submit: 'Submit',
    next: 'Next',
    prev: 'Back',
    required: 'This field is required.',
    minLength: 'Must be at least {{param}} characters.',
    maxLength: 'Must be at most {{param}} characters.',
    min: 'Must be at least {{param}}.',
    max: 'Must be at most {{param}}.',
    pattern: 'Does not match the expected format.',
    email: 'Must be a valid email address.',
    oneOf: 'Must be one of: {{param}}.',
    fileType: 'This file type ({{type}}) is not accepted. Accepted: {{param}}.',
    fileContent:
      'The file’s content is {{type}}, not an accepted type (accepted: {{param}}), though it was sent as {{declared}}.',
    'fileKind.image': '{{format}} image',
    'fileKind.video': '{{format}} video',
    'fileKind.audio': '{{format}} audio',
    'fileKind.document': '{{format}} document',
    'fileKind.spreadsheet': '{{format}} spreadsheet',
    'fileKind.presentation': '{{format}} presentation',
    'fileKind.archive': '{{format}} archive',
    'fileKind.program': '{{format}} program',
    'fileKind.text': 'plain text',
    'anyFile.image': 'any image',
    'anyFile.video': 'any video',
    'anyFile.audio': 'any audio file',
    'anyFile.text': 'any text file',
    fileSize: 'File is larger than {{param}} bytes.',
    number: 'Must be a number.',
    date: 'Must be a date (YYYY-MM-DD).',
    country: 'Must be a two-letter country code.',
    option: 'Is not one of the offered options.',
    rows: 'Must be a list of rows.',
    checkbox: 'Must be true or false.',
    text: 'Must be text.',
    file: 'Must be an uploaded file.',
    consent: 'Must be agreed or declined.',
    unknownField: 'Is not a field of this form.',
    choose: 'Choose…',
    row: 'Row {{row}}',
    addRow: 'Add row',
    removeRow: 'Remove row {{row}}',
    errorSummary: 'Some answers need attention ({{count}}).',
    submitFailed: 'The form could not be sent. Please try again.',
    submitted: 'Thank you, your answers were sent.',
    honeypot: 'Leave this field empty',
    consentTo: 'You agree to:',
    opensInNewTab: '(opens in a new tab)',
    progress: 'Progress',
    step: 'Step {{step}}',
    stepOf: 'Step {{step}} of {{count}}',
    pollClosed: 'This poll is closed.',
    pollResults: 'Results',
    winner: 'Winner',
    'votes.one': '{{count}} vote',
    'votes.other': '{{count}} votes',
    totalVotes: 'Votes in total: {{count}}',
  },
  de: {
    submit: 'Absenden',
    next: 'Weiter',
    prev: 'Zurück',
    required: 'Dieses Feld ist erforderlich.',
    minLength: 'Mindestens {{param}} Zeichen.',
    maxLength: 'Höchstens {{param}} Zeichen.',
    min: 'Mindestens {{param}}.',
    max: 'Höchstens {{param}}.',
    pattern: 'Entspricht nicht dem erwarteten Format.',
    email: 'Muss eine gültige E-Mail-Adresse sein.',
    oneOf: 'Muss einer dieser Werte sein: {{param}}.',
    fileType: 'Dieser Dateityp ({{type}}) wird nicht angenommen. Erlaubt: {{param}}.',
    fileContent:
      'Der Inhalt der Datei ist {{type}}, kein erlaubter Typ (erlaubt: {{param}}), obwohl sie als {{declared}} gesendet wurde.',
    'fileKind.image': '{{format}}-Bild',
    'fileKind.video': '{{format}}-Video',
    'fileKind.audio': '{{format}}-Audiodatei',
    'fileKind.document': '{{format}}-Dokument',
    'fileKind.spreadsheet': '{{format}}-Tabelle',
    'fileKind.presentation': '{{format}}-Präsentation',
    'fileKind.archive': '{{format}}-Archiv',
    'fileKind.program': '{{format}}-Programm',
    'fileKind.text': 'reiner Text',
    'anyFile.image': 'jedes Bild',
    'anyFile.video': 'jedes Video',
    'anyFile.audio': 'jede Audiodatei',
    'anyFile.text': 'jede Textdatei',
    fileSize: 'Datei ist größer als {{param}} Bytes.',
    number: 'Muss eine Zahl sein.',
    date: 'Muss ein Datum sein (JJJJ-MM-TT).',
    country: 'Muss ein zweistelliger Ländercode sein.',
    option: 'Ist keine der angebotenen Optionen.',
    rows: 'Muss eine Liste von Zeilen sein.',
    checkbox: 'Muss wahr oder falsch sein.',
    text: 'Muss Text sein.',
    file: 'Muss eine hochgeladene Datei sein.',
    consent: 'Muss zugestimmt oder abgelehnt sein.',
    unknownField: 'Ist kein Feld dieses Formulars.',
    choose: 'Bitte wählen…',
    row: 'Zeile {{row}}',
    addRow: 'Zeile hinzufügen',
    removeRow: 'Zeile {{row}} entfernen',
    errorSummary: 'Einige Antworten müssen korrigiert werden ({{count}}).',
    submitFailed: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    submitted: 'Vielen Dank, Ihre Antworten wurden gesendet.',
    honeypot: 'Dieses Feld bitte leer lassen',
    consentTo: 'Sie stimmen zu:',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    progress: 'Fortschritt',
    step: 'Schritt {{step}}',
    stepOf: 'Schritt {{step}} von {{count}}',
    pollClosed: 'Diese Umfrage ist beendet.',
    pollResults: 'Ergebnisse',
    winner: 'Gewinner',
    'votes.one': '{{count}} Stimme',
    'votes.other': '{{count}} Stimmen',
    totalVotes: 'Stimmen insgesamt: {{count}}',
  },
}

export const translator =
  (locale: string | undefined): Translate =>
  (key, vars = {}) => {
    const template = translations[locale ?? 'en']?.[key] ?? translations.en[key] ?? key
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
  }

/** A label in every built-in language, for Payload's admin `label` maps. */
export const labelOf = (key: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(translations).map(([lang, strings]) => [
      lang,
      strings[key] ?? translations.en[key],
    ]),
  )

/** Picks the text for a locale out of authored localized text. */
export const pickText = (
  text: LocalizedText | null | undefined,
  locale?: string,
): string | undefined => {
  if (text == null) return undefined
  if (typeof text === 'string') return text
  return (locale && text[locale]) || text.en || Object.values(text)[0]
}
