import reference from '../../../reference'
import { defineImplementation, type Plugin } from '../../kit/contract'

/**
 * The reference with a formBuilder that reads its `rules` option in a shape of its own (each rule
 * with a `name`) and crashes on the spec's shape, as a fork might: HOST-14 checks that the boot
 * failure names the option.
 */
const formBuilder: Plugin<Parameters<NonNullable<typeof reference.formBuilder>>[0]> = (
  options = {},
) => {
  for (const rule of Object.values(options.rules ?? {}))
    ((rule as { name?: string }).name as string).toLowerCase()
  return reference.formBuilder!(options)
}

export default defineImplementation({ ...reference, name: 'choking on an option', formBuilder })
