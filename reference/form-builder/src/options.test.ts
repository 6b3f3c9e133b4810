import type { Config, Field, RichTextAdapterProvider } from 'payload'
import { describe, expect, test } from 'vitest'
import { DEFAULT_SPAM, defaultNow } from './defaults'
import { resolveOptions } from './options'
import type { FormBuilderOptions } from './types'

/** Stand-ins for editors: resolveOptions only hands them on, so each is told apart by identity. */
const projectEditor = (() => ({})) as unknown as RichTextAdapterProvider<any, any, any>
const pluginEditor = (() => ({})) as unknown as RichTextAdapterProvider<any, any, any>
const bodyEditor = (() => ({})) as unknown as RichTextAdapterProvider<any, any, any>

const config = (more: Partial<Config> = {}) =>
  ({
    editor: projectEditor,
    collections: [{ slug: 'media', upload: true, fields: [] }],
    ...more,
  }) as Config
const resolve = (options: Record<string, unknown> = {}, more?: Partial<Config>) =>
  resolveOptions(options as FormBuilderOptions, config(more))

/** Every field below `fields`, however nested (rows, collapsibles, arrays, tabs). */
const allFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) => [
    field,
    ...('fields' in field && Array.isArray(field.fields) ? allFields(field.fields) : []),
    ...(field.type === 'tabs' ? field.tabs.flatMap((tab) => allFields(tab.fields)) : []),
  ])
const named = (fields: Field[], name: string) =>
  allFields(fields).filter((field) => 'name' in field && field.name === name)
const richTexts = (fields: Field[]) =>
  allFields(fields).filter((field) => field.type === 'richText') as Array<{ editor?: unknown }>

/** formBuilder()'s options as resolved once per config, beyond what the FB family's hosts show. */
describe('form-builder options (reference unit)', () => {
  test('without an editor of its own or the project’s, the config is refused naming richText.editor', () => {
    expect(() => resolve({}, { editor: undefined })).toThrow(
      'formBuilder: richText.editor is required: set formBuilder({ richText: { editor: lexicalEditor() } }) or the project-wide `editor` in buildConfig — message content, response messages and action bodies need one.',
    )
  })

  test('rich text: the plugin’s editor over the project’s; action bodies take bodyEditor, else the same', () => {
    const project = resolve()
    expect(project.editor).toBe(projectEditor)
    const actionBodies = (resolved: ReturnType<typeof resolve>) =>
      richTexts(Object.values(resolved.actions).flatMap((action) => action.fields)).map(
        (field) => field.editor,
      )
    expect(actionBodies(project)).not.toHaveLength(0)
    expect(new Set(actionBodies(project))).toEqual(new Set([projectEditor]))

    const own = resolve({ richText: { editor: pluginEditor } })
    expect(own.editor).toBe(pluginEditor)
    expect(new Set(actionBodies(own))).toEqual(new Set([pluginEditor]))
    const messageBlocks = richTexts(Object.values(own.definitions).flatMap((d) => d.fields))
    expect(messageBlocks).not.toHaveLength(0)
    expect(new Set(messageBlocks.map((field) => field.editor))).toEqual(new Set([pluginEditor]))

    const split = resolve({ richText: { editor: pluginEditor, bodyEditor } })
    expect(new Set(actionBodies(split))).toEqual(new Set([bodyEditor]))
  })

  test('uploads: none unless asked; then `media`, or the collection named, which must be the config’s', () => {
    expect(resolve().uploadsCollection).toBeFalsy()
    expect(resolve().definitions.file).toBeUndefined()
    expect(resolve({ uploads: true }).uploadsCollection).toBe('media')
    expect(resolve({ uploads: true }).definitions.file).toBeDefined()
    expect(resolve({ uploads: {} }).uploadsCollection).toBe('media')
    expect(
      resolve(
        { uploads: { collection: 'files' } },
        { collections: [{ slug: 'files', upload: true, fields: [] }] },
      ).uploadsCollection,
    ).toBe('files')
    expect(() => resolve({ uploads: { collection: 'files' } })).toThrow(
      'formBuilder: uploads.collection "files" is not a collection of this config: file answers are stored there.',
    )
  })

  test('spam: off unless asked; true takes every default, an object fills in the rest', () => {
    expect(resolve().spam).toBeNull()
    expect(resolve({ spam: false }).spam).toBeNull()
    expect(resolve({ spam: true }).spam).toEqual(DEFAULT_SPAM)
    const now = () => new Date(0)
    expect(resolve({ spam: { minFillMs: 10, mode: 'reject' } }).spam).toEqual({
      ...DEFAULT_SPAM,
      minFillMs: 10,
      mode: 'reject',
    })
    expect(resolve({ spam: { honeypotField: 'website', now } }).spam).toEqual({
      ...DEFAULT_SPAM,
      honeypotField: 'website',
      now,
    })
  })

  test('registries: an entry keyed like a built-in replaces it wholesale, named by its key; others are added', () => {
    const resolved = resolve({
      fields: {
        text: { labels: { singular: 'T', plural: 'Ts' }, fields: [] },
        stars: { fields: [] },
      },
      rules: {
        email: { label: 'Mail', validate: () => undefined },
        even: { validate: () => undefined },
      },
      actions: { webhook: { fields: [], run: () => undefined } },
      poll: { types: { coin: { label: 'Coin' } } },
    })
    expect(resolved.definitions.text).toMatchObject({ type: 'text', fields: [] })
    expect(resolved.definitions.text.check).toBeUndefined()
    expect(resolved.definitions.stars.type).toBe('stars')
    expect(resolved.definitions.email.type).toBe('email')
    expect(resolved.rules.email).toMatchObject({ type: 'email', label: 'Mail' })
    expect(resolved.rules.even.type).toBe('even')
    expect(resolved.rules.required.type).toBe('required')
    expect(resolved.actions.webhook.slug).toBe('webhook')
    expect(resolved.actions.emailTeam.slug).toBe('emailTeam')
    expect(resolved.pollTypes?.coin).toMatchObject({ slug: 'coin', label: 'Coin' })
    expect(resolved.pollTypes?.mostVoted?.slug).toBe('mostVoted')
    expect(resolve().pollTypes).toBeNull()
  })

  test('every field type’s rule select offers the final rules, a host rule included, by label', () => {
    const resolved = resolve({ rules: { even: { label: 'Even', validate: () => undefined } } })
    for (const definition of Object.values(resolved.definitions)) {
      for (const select of named(definition.fields, 'rule') as Array<{ options: unknown[] }>) {
        expect(select.options).toContainEqual({ value: 'even', label: 'Even' })
        expect(select.options).toContainEqual({ value: 'required', label: expect.anything() })
      }
    }
    expect(named(resolved.definitions.text.fields, 'rule')).toHaveLength(1)
  })

  test('with departments, the built-in emailTeam requires one; not without, nor for a project’s own emailTeam', () => {
    const department = (options: Record<string, unknown>) =>
      named(resolve(options).actions.emailTeam.fields, 'department')[0] as { required?: boolean }
    const departments = { departments: () => [] }
    expect(department({ email: departments }).required).toBe(true)
    expect(department({}).required).toBeFalsy()
    expect(
      resolve({
        email: departments,
        actions: { emailTeam: { fields: [{ name: 'department', type: 'text' }], run: () => {} } },
      }).actions.emailTeam.fields,
    ).toEqual([{ name: 'department', type: 'text' }])
  })

  test('seams: buttons, redirect and outcome fields are the project’s given the defaults; the clock is the system’s unless given', () => {
    const mine: Field[] = [{ name: 'mine', type: 'text' }]
    const seen: Record<string, unknown> = {}
    const seam =
      (name: string) =>
      ({ defaultFields }: { defaultFields: unknown }) => {
        seen[name] = defaultFields
        return mine
      }
    const resolved = resolve({
      buttons: { fields: seam('buttons') },
      response: { redirect: { fields: seam('redirect') } },
      poll: { outcomeFields: seam('outcome') },
    })
    expect([resolved.buttons, resolved.redirectFields, resolved.outcomeFields]).toEqual([
      mine,
      mine,
      mine,
    ])
    const defaults = resolve({ poll: true })
    const shapeOf = (fields: Field[]) =>
      allFields(fields).map((field) => ('name' in field ? field.name : field.type))
    expect(Object.keys(seen)).toEqual(['buttons', 'redirect', 'outcome'])
    const buttons = (fields: unknown) => shapeOf(Object.values(fields as Record<string, Field>))
    expect(buttons(seen.buttons)).toEqual(buttons(defaults.buttons))
    expect(shapeOf(seen.redirect as Field[])).toEqual(shapeOf(defaults.redirectFields))
    expect(shapeOf(seen.outcome as Field[])).toEqual(shapeOf(defaults.outcomeFields))
    expect(named(defaults.redirectFields, 'url')).toHaveLength(1)
    expect(named(defaults.redirectFields, 'reference')).toHaveLength(0)
    expect(
      named(resolve({ redirectRelationships: ['pages'] }).redirectFields, 'reference')[0],
    ).toMatchObject({ type: 'relationship', relationTo: ['pages'], maxDepth: 1 })
    expect(defaults.now).toBe(defaultNow)
    const now = () => new Date(0)
    expect(resolve({ now }).now).toBe(now)
    expect(defaults.formCache.size).toBe(0)
  })
})
