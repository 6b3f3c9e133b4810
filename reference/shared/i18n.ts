import type { LabelFunction } from 'payload'

/** Any of Payload's `t`s (`req.i18n.t` typed for core's keys, `useTranslation().t` for the client's): none knows a plugin's keys. */
export type PayloadT = (key: never, vars?: never) => string

/** `{{name}}` placeholders filled from `vars`, as Payload's `t` fills them; unknown ones stay. */
const fill = (text: string, vars: Record<string, unknown> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    vars[name] == null ? placeholder : String(vars[name]),
  )

/**
 * A plugin's strings through Payload's i18n: `t(key)` is Payload's `t` narrowed to the plugin's
 * `namespace`, for server and client components alike; `label(key)` the same as a label Payload
 * resolves in the admin's language. Payload memoizes its i18n per language for the whole process,
 * not per config: where a process first set it up for a config without the plugin (several Payload
 * instances in one process, as the conformance kit runs them), `t` answers the key itself, and the
 * built-in English (`english(key, vars)`) stands in.
 */
export const pluginStrings = <Key extends string>(
  namespace: string,
  english: (key: Key, vars?: Record<string, unknown>) => string,
) => {
  const t =
    (payloadT: PayloadT) =>
    (key: Key, vars?: Record<string, unknown>): string => {
      const fullKey = `${namespace}:${key}`
      const text = (payloadT as (key: string, vars?: Record<string, unknown>) => string)(
        fullKey,
        vars,
      )
      return text === fullKey ? fill(english(key, vars), vars) : text
    }
  const label =
    (key: Key): LabelFunction =>
    ({ t: payloadT }) =>
      t(payloadT)(key)
  return { t, label }
}
