import type { TFunction } from '@payloadcms/translations'
import { FieldDescription } from '@payloadcms/ui'
import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import type { Description, FieldDescriptionServerProps } from 'payload'
import { FIELD_HELP } from '../defaults'

/**
 * A described field's Description slot: Payload's own description (resolved as Payload resolves it),
 * then the field's guides, so the help follows the text that belongs to the input instead of
 * splitting the two. The client FieldHelp comes through the import map: a package build keeps it out
 * of this server module.
 */
export const FieldDescriptionHelp = ({
  field,
  i18n,
  path,
  payload,
  targetKey,
}: FieldDescriptionServerProps & { targetKey: string }) => {
  // Only fields that have a description get this slot (adminSurfaces).
  const description = (field.admin as { description?: Description } | undefined)?.description
  return (
    <>
      <FieldDescription
        description={
          typeof description === 'function'
            ? description({ i18n, t: i18n.t as TFunction })
            : description
        }
        path={path}
      />
      {RenderServerComponent({
        clientProps: { targetKey },
        Component: FIELD_HELP,
        importMap: payload.importMap,
      })}
    </>
  )
}
