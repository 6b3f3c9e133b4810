/**
 * Payload's admin DefaultTemplate, which a custom root view wraps itself in: @payloadcms/next/templates
 * exports it in Payload 3, @payloadcms/ui/rsc in Payload 4, and no import serves both. So it is not
 * imported here: the plugin puts the one this Payload has into the import map (defaultTemplatePath,
 * at config time) and the view takes it from there.
 */
export const DEFAULT_TEMPLATE = {
  payload3: '@payloadcms/next/templates#DefaultTemplate',
  payload4: '@payloadcms/ui/rsc#DefaultTemplate',
} as const

/**
 * The import-map path of this Payload's DefaultTemplate, found by resolving Payload 3's entry as an ES
 * module: a package that no longer exports it (Payload 4) takes Payload 4's; anything else, or a
 * runtime without import.meta.resolve (a bundle), keeps Payload 3's, which the peer range names.
 * `resolveModule` is for tests, which run on one major.
 */
export const defaultTemplatePath = (
  resolveModule: (specifier: string) => string = import.meta.resolve,
): string => {
  try {
    resolveModule('@payloadcms/next/templates')
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED')
      return DEFAULT_TEMPLATE.payload4
  }
  return DEFAULT_TEMPLATE.payload3
}
