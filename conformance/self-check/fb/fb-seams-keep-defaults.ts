/**
 * A field seam's return value treated as additions: default fields the consumer's function left
 * out are put back, so a seam can no longer remove or replace a default field.
 * @fails FB-07
 */
import type { Field } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

type Seam = (args: { defaultFields: any }) => any

const named = (field: Field) => ('name' in field ? field.name : undefined)

/** Puts back every default the seam's result does not name (arrays) or key (button objects). */
const keepDefaults = (seam: Seam | undefined): Seam | undefined =>
  seam &&
  ((args) => {
    const result = seam(args)
    if (Array.isArray(result)) {
      const names = new Set(result.map(named))
      return [
        ...(args.defaultFields as Field[]).filter((field) => !names.has(named(field))),
        ...result,
      ]
    }
    return { ...args.defaultFields, ...result }
  })

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    const overrides = Object.fromEntries(
      Object.entries((options.overrides ?? {}) as Record<string, Record<string, any>>).map(
        ([name, override]) => [name, { ...override, fields: keepDefaults(override.fields) }],
      ),
    )
    return reference.formBuilder!({
      ...options,
      overrides,
      buttons: options.buttons && {
        ...options.buttons,
        fields: keepDefaults(options.buttons.fields),
      },
      poll:
        typeof options.poll === 'object'
          ? { ...options.poll, outcomeFields: keepDefaults(options.poll.outcomeFields) }
          : options.poll,
      response: options.response?.redirect && {
        ...options.response,
        redirect: {
          ...options.response.redirect,
          fields: keepDefaults(options.response.redirect.fields),
        },
      },
    })
  },
})
