'use client'
import type { TextFieldClientProps } from 'payload'
import { ResolvedPickerField } from './ResolvedPickerField'
import type { ConsentSourceList } from './types'

/**
 * A consent block's source: a pick from the sources the plugin's consent.sources resolver knows now
 * (GET /api/forms/consent-sources). A stored id it no longer knows stays visible as such. Without
 * a resolver (no sources), core's text field.
 */
export const ConsentSourceField = (props: TextFieldClientProps) => (
  <ResolvedPickerField<ConsentSourceList>
    {...props}
    listPath="/forms/consent-sources"
    toOptions={(list) =>
      list.sources.map((source) => ({ label: source.title ?? source.id, value: source.id }))
    }
    unknownLabel="notAConfiguredSource"
  />
)
