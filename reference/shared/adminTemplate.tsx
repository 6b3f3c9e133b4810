import type { ImportMap } from 'payload'
import type React from 'react'
import { DEFAULT_TEMPLATE } from './defaultTemplatePath'

type TemplateProps = Record<string, unknown> & { children?: React.ReactNode }

/** Wraps a view in the DefaultTemplate the import map holds; bare when it holds none (the import map not regenerated). */
export const AdminTemplate = ({
  children,
  importMap,
  ...props
}: TemplateProps & { importMap: ImportMap }) => {
  const Template = (importMap[DEFAULT_TEMPLATE.payload3] ?? importMap[DEFAULT_TEMPLATE.payload4]) as
    | React.ComponentType<TemplateProps>
    | undefined
  return Template ? <Template {...props}>{children}</Template> : children
}
