import * as official from '@payloadcms/plugin-form-builder'
import type { PluginConfig as FormBuilderPluginConfig } from '@payloadcms/plugin-form-builder/types'
import reference from '../../../reference'
import { defineImplementation, type Plugin } from '../../kit/contract'

/**
 * A foreign implementation: the reference with `formBuilder` replaced by the official
 * @payloadcms/plugin-form-builder, wrapped to the spec's call shape. Only options with a
 * counterpart are mapped; everything else the spec defines (spam, polls, consent, departments,
 * events, actions, rules, buttons, localizeContent, richText…) is dropped, so the FB family
 * reports what the official plugin really lacks (HOST-14 measures how that report reads).
 */
interface SpecOptions {
  overrides?: {
    forms?: FormBuilderPluginConfig['formOverrides']
    formSubmissions?: FormBuilderPluginConfig['formSubmissionOverrides']
  }
  redirectRelationships?: string[]
  uploads?: boolean | { collection?: string }
}

const formBuilder: Plugin<SpecOptions> = (options = {}) => {
  const uploads = typeof options.uploads === 'object' ? options.uploads.collection : undefined
  return official.formBuilderPlugin({
    formOverrides: options.overrides?.forms,
    formSubmissionOverrides: options.overrides?.formSubmissions,
    redirectRelationships: options.redirectRelationships,
    ...(uploads ? { fields: { upload: true }, uploadCollections: [uploads] } : {}),
  })
}

export default defineImplementation({
  ...reference,
  name: 'official @payloadcms/plugin-form-builder 3.90.1',
  formBuilder,
  formBuilderHelpers: { ...official },
  // Its client entry holds admin field components (importing them needs a bundler for their CSS), no <Form>.
  formBuilderClient: undefined,
})
