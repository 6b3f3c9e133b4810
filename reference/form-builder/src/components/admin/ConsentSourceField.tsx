'use client'
import { useTranslation } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { formBuilderT } from '../../i18n'
import { ResolvedPickerField } from './ResolvedPickerField'
import type { ConsentSourceList } from './types'

/**
 * A consent block's source: a pick from the sources the plugin's consent.sources resolver knows now
 * (GET /api/forms/consent-sources). A stored id it no longer knows stays visible as such. Without
 * a resolver (no sources), core's text field.
 */
export const ConsentSourceField = (props: TextFieldClientProps) => {
  const t = formBuilderT(useTranslation().t)
  return (
    <ResolvedPickerField<ConsentSourceList>
      {...props}
      listPath="/forms/consent-sources"
      toOptions={(list) =>
        list.sources.map((source) => ({ label: source.title ?? source.id, value: source.id }))
      }
      unknownOption={(value) => ({ label: t('notAConfiguredSource', { value }), value })}
    />
  )
}
