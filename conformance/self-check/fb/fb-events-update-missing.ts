/**
 * The event sink wired to creates and deletes only: editing a submission emits no
 * submission.updated.
 * @fails FB-38
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

type Sink = (event: { name: string }) => unknown

export default selfCheck(import.meta.url, {
  formBuilder: (options: Record<string, any> = {}) => {
    const events = options.events
    if (!events) return reference.formBuilder!(options)
    return reference.formBuilder!({
      ...options,
      events: async (args: unknown) => {
        const sink = (await events(args)) as Sink | undefined
        return (
          sink &&
          ((event: { name: string }) =>
            event.name === 'submission.updated' ? undefined : sink(event))
        )
      },
    })
  },
})
