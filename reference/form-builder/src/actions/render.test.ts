import { buildEditorState } from '@payloadcms/richtext-lexical'
import { describe, expect, test } from 'vitest'
import { renderBody, renderSubject } from './render'

/** What an email action sends: its subject with answers filled in, its body followed by every answer. */
describe('form-builder action rendering (reference unit)', () => {
  test('{{name}} in a subject is the answer: lists joined, objects as JSON, nothing for none', () => {
    const submission = {
      values: {
        name: 'Ann',
        'first-name': 'Ann',
        list: ['a', 'b'],
        obj: { x: 1 },
        zero: 0,
        no: false,
        nil: null,
      },
    }
    expect(
      renderSubject(
        'Hi {{name}} {{ first-name }}|{{list}}|{{obj}}|{{zero}}|{{no}}|{{nil}}|{{missing}}|{{ name x }}',
        submission,
      ),
    ).toBe('Hi Ann Ann|a, b|{"x":1}|0|false|||{{ name x }}')
    expect(renderSubject('For {{name}}', {})).toBe('For ')
  })

  test('the body: the authored text as HTML, then each answer under its label (its name without one, or without a descriptor), every character escaped', async () => {
    const submission = {
      values: { name: '<Ann & "Bo">', pets: ["cat's", 'dog'], plain: 'x', late: 'y' },
      descriptors: { name: { label: 'Name <required>' }, pets: { label: 'Pets' }, plain: {} },
    }
    const answers =
      '<dl><dt>Name &lt;required&gt;</dt><dd>&lt;Ann &amp; &quot;Bo&quot;&gt;</dd>' +
      '<dt>Pets</dt><dd>cat&#39;s, dog</dd><dt>plain</dt><dd>x</dd><dt>late</dt><dd>y</dd></dl>'
    expect(await renderBody(buildEditorState({ text: 'Thanks!' }), submission)).toBe(
      `<p>Thanks!</p>${answers}`,
    )
    for (const body of [null, 'Thanks!', {}, { text: 'Thanks!' }])
      expect(await renderBody(body, submission), JSON.stringify(body)).toBe(answers)
    expect(await renderBody(null, {})).toBe('<dl></dl>')
  })
})
