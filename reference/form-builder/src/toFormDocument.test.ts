import { describe, expect, test } from 'vitest'
import { toFormDocument } from './toFormDocument'

/**
 * A form as a document store may hand it over, with unset parts left out (FB-17 reads one the SQL
 * adapters filled in): every part the browser gets has its default.
 */
describe('form-builder toFormDocument with parts left out (reference unit)', () => {
  test('no title, fields, steps, labels, poll or response: empty text, empty lists, nulls', () => {
    expect(toFormDocument({ id: 'f1', submitLabel: '' })).toEqual({
      id: 'f1',
      title: '',
      fields: [],
      steps: [],
      buttons: { submitLabel: null, nextLabel: null, prevLabel: null },
      poll: null,
      response: null,
    })
  })

  test('a step without fields or a condition field; a condition without `equals`', () => {
    expect(
      toFormDocument({
        id: 1,
        steps: [{}, { title: 'Two', condition: { equals: 'x' } }, { condition: { field: 'kind' } }],
      }).steps,
    ).toEqual([
      { title: null, fields: [], condition: null },
      { title: 'Two', fields: [], condition: null },
      { title: null, fields: [], condition: { field: 'kind', equals: null } },
    ])
  })

  test('a poll with only its type and options: labels from values, `vote`, afterClose, open, no outcome; a source poll’s options left to its endpoint', () => {
    const poll = (settings: Record<string, unknown>) =>
      toFormDocument({ id: 1, poll: { voteField: '', ...settings } }).poll
    expect(
      poll({ type: 'mostVoted', options: [{ value: 1 }, { value: 'b', label: 'Bee' }] }),
    ).toEqual({
      type: 'mostVoted',
      options: [
        { value: '1', label: '1' },
        { value: 'b', label: 'Bee' },
      ],
      voteField: 'vote',
      multiple: false,
      visibility: 'afterClose',
      closed: false,
      closesAt: null,
      outcome: { winningValues: [], resolvedAt: null },
    })
    expect(poll({ type: 'mostVoted' })?.options).toEqual([])
    expect(poll({ type: 'source', options: [{ value: 'a' }] })?.options).toEqual([])
    expect(poll({ options: [{ value: 'a' }] })).toBeNull()
  })
})
