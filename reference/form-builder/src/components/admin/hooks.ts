'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import type { ClientBlock, ClientField } from 'payload'
import { fieldAffectsData, getFieldPaths, tabHasName } from 'payload/shared'
import { useCallback, useEffect, useState } from 'react'

/**
 * GETs `path` from the host's REST API as the signed-in user: undefined while it loads (or with no
 * path), null when it failed, else the JSON body. Refetched when the path changes.
 */
export const useApi = <T>(path: string | null): T | null | undefined => {
  const { config } = useConfig()
  const base = `${config.serverURL}${config.routes.api}`
  const [loaded, setLoaded] = useState<{ path: string; body: T | null }>()
  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    fetch(`${base}${path}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
      .then(
        (body) => setLoaded({ path, body }),
        () => controller.signal.aborted || setLoaded({ path, body: null }),
      )
    return () => controller.abort()
  }, [base, path])
  return path && loaded?.path === path ? loaded.body : undefined
}

/** Formats a timestamp in the admin's date format (config.admin.dateFormat) and language. */
export const useFormatDateTime = () => {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pattern = config.admin.dateFormat
  return useCallback(
    (date: string | undefined) => (date ? formatDate({ date, i18n, pattern }) : ''),
    [i18n, pattern],
  )
}

type SchemaEntry = ClientField | ClientBlock

/** Named data fields (arrays, named groups and tabs) start their children's index path afresh; layout fields pass theirs on. */
const childIndexPath = (field: ClientField, indexPath: string) => {
  if (field.type === 'array') return ''
  if (field.type === 'group') return fieldAffectsData(field) ? '' : indexPath
  if ((field.type as string) === 'tab') return tabHasName(field as never) ? '' : indexPath
  return indexPath
}

/** The entry at `target` among client fields, walked as Payload names schema paths (ui's buildClientFieldSchemaMap). */
const findBySchemaPath = (
  fields: ClientField[],
  target: string,
  parentSchemaPath: string,
  parentIndexPath = '',
): SchemaEntry | undefined => {
  for (const [index, field] of fields.entries()) {
    const { indexPath, schemaPath } = getFieldPaths({
      field,
      index,
      parentIndexPath,
      parentSchemaPath,
    })
    if (schemaPath === target) return field
    let found: SchemaEntry | undefined
    if (field.type === 'blocks') {
      for (const block of field.blocks) {
        const blockPath = `${schemaPath}.${block.slug}`
        found ??= blockPath === target ? block : findBySchemaPath(block.fields, target, blockPath)
      }
    } else if (field.type === 'tabs') {
      // Payload walks tabs as fields of type 'tab'.
      found = findBySchemaPath(
        field.tabs.map((tab) => ({ ...tab, type: 'tab' }) as unknown as ClientField),
        target,
        schemaPath,
        indexPath,
      )
    } else if ('fields' in field) {
      found = findBySchemaPath(field.fields, target, schemaPath, childIndexPath(field, indexPath))
    }
    if (found) return found
  }
  return undefined
}

/**
 * The field (or block) a custom component was given, out of the client config of the admin's
 * language. Payload hands custom components client fields it caches per collection in the language
 * of the first request that built them (ui's getClientSchemaMap), so their labels may be another
 * language's; the client config is built per language.
 */
export const useAdminLanguageField = <F>(field: F, schemaPath: string | undefined): F => {
  const { getEntityConfig } = useConfig()
  if (!schemaPath) return field
  const [slug] = schemaPath.split('.')
  const entity =
    getEntityConfig({ collectionSlug: slug! }) ?? getEntityConfig({ globalSlug: slug! })
  return ((entity && findBySchemaPath(entity.fields, schemaPath, slug!)) as F | undefined) ?? field
}
