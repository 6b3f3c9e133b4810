import { createElement, useMemo } from 'react'
import { Form, type FormProps } from '../../../../reference/form-builder/src/exports/client'
import type { FormDocument } from '../../../../reference/form-builder/src/exports/types'
import type { FormFieldConfig } from '../../../../reference/form-builder/src/types'

/**
 * Shared by the FB browser self-checks (not one itself). Each puts a fork's `<Form>` in place of
 * `@payload-plugin-suite/form-builder/client` on the site pages (siteModules → fb/support/site/),
 * one that reads part of the document it is given wrongly: the reference's `<Form>`, handed the
 * document as that fork would read it. The reference is imported by path: the package name
 * resolves to the fork's module in its admin app. A fork module re-exports the rest of the entry
 * with `export *`: its own Form outranks the star export of that name.
 */
export const formReading = (read: (form: FormDocument) => FormDocument) => {
  // biome-ignore lint/correctness/noComponentHookFactories: built once per fork module at import, never during a render
  const ForkForm = (props: FormProps) => {
    const form = useMemo(() => read(props.form), [props.form])
    return createElement(Form, { ...props, form })
  }
  return ForkForm
}

/** A document reader that changes each field of type `blockType`. */
export const eachField =
  (blockType: string | null, change: (field: FormFieldConfig) => FormFieldConfig) =>
  (form: FormDocument): FormDocument => ({
    ...form,
    fields: form.fields.map((field) =>
      blockType === null || field.blockType === blockType ? change(field) : field,
    ),
  })
