/**
 * A consent field's statement is baked into the form document: a forms afterRead hook copies each
 * consent field's source statement into the field, so every read of the form carries it.
 * @fails FB-43
 */
import type { CollectionAfterReadHook } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchCollection } from './support/patch'

type Source = { id: string; statement?: unknown }

export default selfCheck(import.meta.url, {
  formBuilder: patchCollection('forms', (collection, options) => {
    const withStatements: CollectionAfterReadHook = async ({ doc, req }) => {
      const sources: Source[] = (await options.consent?.sources?.({ req })) ?? []
      const statementOf = (field: Record<string, any>) =>
        sources.find((source) => source.id === field.source)?.statement
      return {
        ...doc,
        fields: doc.fields?.map((field: Record<string, any>) =>
          field.blockType === 'consent' ? { ...field, statement: statementOf(field) } : field,
        ),
      }
    }
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterRead: [...(collection.hooks?.afterRead ?? []), withStatements],
      },
    }
  }),
})
