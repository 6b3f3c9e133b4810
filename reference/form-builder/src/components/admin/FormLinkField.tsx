'use client'
import { FieldLabel, fieldBaseClass, Link, useConfig, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useAdminLanguageField, useApi } from './hooks'

/**
 * A submission's form, read-only, as a link to the form's own document: core's read-only
 * relationship shows the title in a disabled picker whose open button is disabled too, so an editor
 * could not get from a submission to its form.
 */
export const FormLinkField = ({
  field: givenField,
  path,
  schemaPath,
}: RelationshipFieldClientProps) => {
  const field = useAdminLanguageField(givenField, schemaPath)
  const { value } = useField<number | string | null>({ path })
  const { config } = useConfig()
  const relationTo = field.relationTo as string
  const id = value ?? null
  const form = useApi<{ title?: string }>(
    id === null
      ? null
      : `/${relationTo}/${encodeURIComponent(String(id))}?depth=0&select[title]=true`,
  )
  return (
    <div className={`${fieldBaseClass} fb-form-link`}>
      <FieldLabel as="span" label={field.label} path={path} />
      <div className={`${fieldBaseClass}__wrap`}>
        {id !== null && (
          <Link
            href={formatAdminURL({
              adminRoute: config.routes.admin,
              path: `/collections/${relationTo}/${id}`,
            })}
          >
            {form?.title || String(id)}
          </Link>
        )}
      </div>
    </div>
  )
}
