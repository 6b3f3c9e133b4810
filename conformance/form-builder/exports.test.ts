import { describeFamily, expect, expectExport, implementation, test } from '../harness'

type AnyField = {
  name?: string
  type: string
  localized?: boolean
  hasMany?: boolean
  access?: Record<string, (args: unknown) => unknown>
  fields?: AnyField[]
}
const helpers = () => implementation.formBuilderHelpers as Record<string, any> | undefined
/** A helper of the server entry: an assertion naming what the entry exports when it is missing. */
const helper = (name: string): any =>
  expectExport(helpers(), name, 'server entry (formBuilderHelpers)')
const localizedAnywhere = (fields: AnyField[]): boolean =>
  fields.some(
    (field) => field.localized === true || (field.fields ? localizedAnywhere(field.fields) : false),
  )

describeFamily('FB', 'exported helpers', () => {
  test('[FB-21] the server entry exports every helper the spec names', () => {
    const names = [
      'defaultFieldDefinitions',
      'defaultFieldDefinitionsByType',
      'defaultValidationRules',
      'defaultValidationRulesByType',
      'defaultActionDefinitions',
      'buildDefaultFieldDefinitions',
      'buildDefaultActionDefinitions',
      'buildSubmitLabelField',
      'buildNextLabelField',
      'buildPrevLabelField',
      'buildDefaultButtonFields',
      'buildWinningValuesField',
      'buildResolvedAtField',
      'buildDefaultOutcomeFields',
      'consentSourcesField',
      'toFormDocument',
      'pollOutcomeBeforeChange',
    ]
    for (const name of names) helper(name)
    const client = implementation.formBuilderClient as Record<string, unknown> | undefined
    for (const name of ['Form', 'useFormContext'])
      expect(expectExport(client, name, 'client entry (formBuilderClient)'), name).toBeTypeOf(
        'function',
      )
  })

  test('[FB-21] label, button and outcome builders return the fields the form uses, localized per argument', () => {
    const h = Object.fromEntries(
      [
        'buildSubmitLabelField',
        'buildNextLabelField',
        'buildPrevLabelField',
        'buildDefaultButtonFields',
        'buildDefaultOutcomeFields',
        'buildWinningValuesField',
        'buildResolvedAtField',
      ].map((name) => [name, helper(name)]),
    )
    expect(h.buildSubmitLabelField(true)).toMatchObject({
      name: 'submitLabel',
      type: 'text',
      localized: true,
    })
    expect(h.buildNextLabelField(true)).toMatchObject({
      name: 'nextLabel',
      type: 'text',
      localized: true,
    })
    expect(h.buildPrevLabelField(true)).toMatchObject({
      name: 'prevLabel',
      type: 'text',
      localized: true,
    })
    expect(h.buildSubmitLabelField(false).localized).toBeFalsy()
    const buttons = h.buildDefaultButtonFields(true)
    expect(Object.keys(buttons).sort()).toEqual(['next', 'prev', 'submit'])
    expect(buttons.submit.name).toBe('submitLabel')
    expect(
      Object.values(h.buildDefaultButtonFields(false)).some((field: any) => field.localized),
    ).toBe(false)

    expect(h.buildDefaultOutcomeFields().map((field: AnyField) => field.name)).toEqual([
      'winningValues',
      'resolvedAt',
    ])
    expect(h.buildWinningValuesField()).toMatchObject({ name: 'winningValues', hasMany: true })
    const resolvedAt = h.buildResolvedAtField() as AnyField
    expect(resolvedAt).toMatchObject({ name: 'resolvedAt', type: 'date' })
    const admin = { req: { user: { id: 1, roles: ['admin'] } } }
    expect(resolvedAt.access?.create?.(admin)).toBe(false)
    expect(resolvedAt.access?.update?.(admin)).toBe(false)
  })

  test('[FB-21] registries: built-in field types, rules and actions, by type and localized per argument', () => {
    const h = Object.fromEntries(
      [
        'defaultFieldDefinitionsByType',
        'defaultFieldDefinitions',
        'defaultValidationRulesByType',
        'defaultValidationRules',
        'defaultActionDefinitions',
        'buildDefaultFieldDefinitions',
        'buildDefaultActionDefinitions',
      ].map((name) => [name, helper(name)]),
    )
    const builtInTypes = [
      'text',
      'textarea',
      'email',
      'number',
      'select',
      'radio',
      'checkbox',
      'date',
      'country',
      'message',
      'consent',
      'file',
      'repeater',
      'hidden',
    ]
    expect(Object.keys(h.defaultFieldDefinitionsByType)).toEqual(
      expect.arrayContaining(builtInTypes),
    )
    expect(
      h.defaultFieldDefinitions.map((definition: { type: string }) => definition.type),
    ).toEqual(expect.arrayContaining(builtInTypes))
    const builtInRules = [
      'required',
      'minLength',
      'maxLength',
      'min',
      'max',
      'pattern',
      'email',
      'oneOf',
      'fileType',
      'fileSize',
    ]
    expect(Object.keys(h.defaultValidationRulesByType)).toEqual(
      expect.arrayContaining(builtInRules),
    )
    expect(h.defaultValidationRules.map((rule: { type: string }) => rule.type)).toEqual(
      expect.arrayContaining(builtInRules),
    )
    expect(h.defaultActionDefinitions.map((action: { slug: string }) => action.slug)).toEqual(
      expect.arrayContaining(['emailTeam', 'emailSubmitter']),
    )

    const localizedTypes = (definitions: Array<{ fields: AnyField[] }>) =>
      definitions.filter((definition) => localizedAnywhere(definition.fields)).length
    expect(localizedTypes(h.buildDefaultFieldDefinitions(true))).toBeGreaterThan(0)
    expect(localizedTypes(h.buildDefaultFieldDefinitions(false))).toBe(0)
    expect(localizedTypes(h.buildDefaultActionDefinitions(true))).toBeGreaterThan(0)
    expect(localizedTypes(h.buildDefaultActionDefinitions(false))).toBe(0)
  })
})
