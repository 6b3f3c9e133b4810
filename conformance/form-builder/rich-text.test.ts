import { bootHost, createClient } from '../../fixtures'
import { describeFamily, expect, expectRefusal, implementation, test } from '../harness'
import fbForms from './fb-forms'
import { createForm, richText } from './support'

type AnyField = {
  name?: string
  type: string
  editor?: unknown
  fields?: AnyField[]
  tabs?: Array<{ fields: AnyField[] }>
  blocks?: Array<{ slug: string; fields: AnyField[] }>
}

/** Every rich text field of a field tree, by a readable path. */
const richTextFields = (fields: AnyField[], path = ''): Array<{ path: string; editor: unknown }> =>
  fields.flatMap((field) => {
    const here = field.name ? `${path}${field.name}` : path.replace(/\.$/, '')
    if (field.type === 'richText') return [{ path: here, editor: field.editor }]
    if (field.tabs) return field.tabs.flatMap((tab) => richTextFields(tab.fields, path))
    if (field.blocks)
      return field.blocks.flatMap((block) => richTextFields(block.fields, `${here}.${block.slug}.`))
    if (field.fields) return richTextFields(field.fields, field.name ? `${here}.` : path)
    return []
  })

/** Runs the plugin on a minimal project config and returns the forms collection's rich text fields. */
const editorsOf = async (pluginOptions: Record<string, unknown>, projectEditor?: unknown) => {
  const config = await implementation.formBuilder!(pluginOptions)({
    collections: [],
    editor: projectEditor,
  } as any)
  const forms = config.collections!.find((collection) => collection.slug === 'forms')!
  return Object.fromEntries(
    richTextFields(forms.fields as AnyField[]).map(({ path, editor }) => [path, editor]),
  )
}

// Distinct editor providers, told apart by identity.
const projectEditor = () => ({ project: true })
const pluginEditor = () => ({ plugin: true })
const bodyEditor = () => ({ body: true })

describeFamily('FB', 'rich text editor fallback chain', () => {
  test('[FB-12] richText.editor serves message content and response messages; bodyEditor serves action bodies only', async () => {
    const editors = await editorsOf(
      { richText: { editor: pluginEditor, bodyEditor } },
      projectEditor,
    )
    expect(editors['fields.message.message']).toBe(pluginEditor)
    expect(editors['response.message']).toBe(pluginEditor)
    expect(editors['actions.emailTeam.body']).toBe(bodyEditor)
    expect(editors['actions.emailSubmitter.body']).toBe(bodyEditor)
  })

  test('[FB-12] bodyEditor falls back to editor; with neither, all three inherit the project’s editor', async () => {
    const onlyEditor = await editorsOf({ richText: { editor: pluginEditor } }, projectEditor)
    expect(onlyEditor['actions.emailTeam.body']).toBe(pluginEditor)
    expect(onlyEditor['fields.message.message']).toBe(pluginEditor)

    // Inheriting may mean naming the project's editor or leaving the field to the project default.
    const inherited = await editorsOf({}, projectEditor)
    for (const path of ['fields.message.message', 'response.message', 'actions.emailTeam.body']) {
      expect([projectEditor, undefined]).toContain(inherited[path])
    }
  })

  test('[FB-12] no editor anywhere is a clear config error; consentSourcesField takes its own editor', async () => {
    await expectRefusal(
      bootHost({ fixture: fbForms, implementation, options: { projectEditor: false } }),
      /editor/i,
    )
    // Only a body editor is not enough: message content and responses still need one.
    await expectRefusal(
      () => implementation.formBuilder!({ richText: { bodyEditor } })({ collections: [] } as any),
      /editor/i,
    )

    const { consentSourcesField } = implementation.formBuilderHelpers as {
      consentSourcesField: (args: { editor?: unknown }) => AnyField
    }
    const field = consentSourcesField({ editor: pluginEditor })
    expect(richTextFields([field]).map((entry) => entry.editor)).toEqual([pluginEditor])

    // A real project booted with its own editor stores rich text through the inherited editor.
    const host = await bootHost({ fixture: fbForms, implementation })
    try {
      const form = await createForm(host, {
        title: 'Thanks',
        response: { type: 'message', message: richText('Thanks!') },
      })
      const read = await createClient(host).get(`/forms/${form.id}`)
      expect(read.body.response.message.root.children[0].children[0].text).toBe('Thanks!')
    } finally {
      await host.close()
    }
  })
})
