/** `@payload-plugin-suite/admin-wiki/types`: the plugin's public types, without runtime code. */
export type * from '../types'
