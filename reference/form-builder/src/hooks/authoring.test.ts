import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import { resolveOptions } from '../options'
import type { FormBuilderOptions } from '../types'
import { buildResolveAuthoringBeforeChange } from './authoring'

// A t that knows no key: the plugin answers in its own English.
const req = { t: (key: string) => key } as unknown as PayloadRequest

/** Runs the forms' authoring hook with `options` on a form's data; the field errors it refused with, or null. */
const authored = async (
  options: FormBuilderOptions,
  data: Record<string, unknown>,
  originalDoc?: Record<string, unknown>,
) => {
  const resolved = resolveOptions(options, { collections: [], editor: lexicalEditor() } as never)
  const hook = buildResolveAuthoringBeforeChange(resolved)
  try {
    await hook({ data, originalDoc, req } as never)
    return null
  } catch (error) {
    return (error as { data: { errors: unknown[] } }).data.errors
  }
}

/** Resolvers that record the requests they were asked for. */
const recording = <T>(answer: T) => {
  const asked: unknown[] = []
  const resolve = ({ req: given }: { req: unknown }) => {
    asked.push(given)
    return answer
  }
  return { asked, resolve }
}

/** What a form's save checks against the host's resolvers, beyond FB's senders and sources tests. */
describe('form-builder authoring checks (reference unit)', () => {
  test('an action’s sender must be one the resolver offers (any of them); without the resolver any sender goes', async () => {
    const senders = recording([{ address: 'forms@example.test' }, { address: 'news@example.test' }])
    const options = { email: { fromAddresses: senders.resolve } }
    const actions = (from: string) => ({ actions: [{ blockType: 'emailSubmitter', from }] })
    expect(await authored(options, actions('news@example.test'))).toBeNull()
    expect(senders.asked).toEqual([req])
    expect(await authored(options, actions('boss@example.test'))).toEqual([
      { path: 'actions.0.from', message: 'Not a configured sender address: boss@example.test' },
    ])
    expect(await authored({}, actions('boss@example.test'))).toBeNull()
    // An action type the registry does not know is left to Payload's blocks validation.
    expect(await authored(options, { actions: [{ blockType: 'retired' }] })).toBeNull()
  })

  test('a consent field’s source must be one the resolver knows, asked only when the form has consent fields; without the resolver any source goes', async () => {
    const sources = recording([{ id: 'privacy-v1' }, { id: 'newsletter' }])
    const options = { consent: { sources: sources.resolve } }
    const consent = (source: string) => ({ blockType: 'consent', name: 'agree', source })
    expect(await authored(options, { fields: [{ blockType: 'text', name: 'name' }] })).toBeNull()
    expect(sources.asked).toEqual([])
    expect(await authored(options, { fields: [consent('newsletter')] })).toBeNull()
    expect(sources.asked).toEqual([req])
    expect(
      await authored(options, { fields: [{ blockType: 'text', name: 'n' }, consent('terms')] }),
    ).toEqual([{ path: 'fields.1.source', message: 'Unknown consent source: terms' }])
    expect(await authored({}, { fields: [consent('terms')] })).toBeNull()
  })
})
