import type { AdminViewServerProps } from 'payload'
import type React from 'react'
import { DEFAULT_TEMPLATE } from './defaultTemplatePath'

type TemplateProps = Record<string, unknown> & { children?: React.ReactNode }

/**
 * Wraps a root view's content in the DefaultTemplate the import map holds, with the props Payload's
 * own views give it; bare when the map holds none (the import map not regenerated).
 */
export const AdminTemplate = ({
  children,
  initPageResult: { locale, permissions, req, visibleEntities },
  params,
  searchParams,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  children?: React.ReactNode
}) => {
  const { importMap } = req.payload
  const Template = (importMap[DEFAULT_TEMPLATE.payload3] ?? importMap[DEFAULT_TEMPLATE.payload4]) as
    | React.ComponentType<TemplateProps>
    | undefined
  if (!Template) return children
  return (
    <Template
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {children}
    </Template>
  )
}
