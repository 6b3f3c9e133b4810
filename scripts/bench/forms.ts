/**
 * Form intake throughput (both sides with ?depth=0, as <Form> sends it): submissions per second through the form builder's REST intake (a 20-field
 * form, every answer validated, descriptors and meta built) against a plain REST create of the same
 * stored document in a collection without the plugin, measured in the same run on the same host.
 *
 *   npx tsx scripts/bench/forms.ts [--rounds 5] [--batch 40]     (DATABASE_URL set → Postgres)
 *
 * Goal: ratio ≥ 0.7.
 */
import { parseArgs } from 'node:util'
import { defineFixture } from '../../fixtures/fixture'
import { bootHost } from '../../fixtures/host'
import { implementation, median } from './support'

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, batch: { type: 'string', default: '40' } },
})
const rounds = Number(args.rounds)
const batch = Number(args.batch)

const { lexicalEditor } = await import('@payloadcms/richtext-lexical')
if (!implementation.formBuilder) throw new Error('the implementation under test has no formBuilder')

// What an intake stores besides the form id; the baseline collection has the same columns.
const textColumns = ['status', 'locale'] as const
const jsonColumns = ['values', 'descriptors', 'consent', 'meta'] as const

const fixture = defineFixture({
  name: 'bench-forms',
  config: () => ({
    editor: lexicalEditor(),
    collections: [
      // The baseline: the same stored shape, no plugin, no hooks.
      {
        slug: 'plain-submissions',
        access: { create: () => true },
        fields: [
          { name: 'form', type: 'number' },
          ...textColumns.map((name) => ({ name, type: 'text' as const })),
          ...jsonColumns.map((name) => ({ name, type: 'json' as const })),
        ],
      },
    ],
    plugins: [implementation.formBuilder!({})],
  }),
})

/** `count` fields of one block type, named after it and numbered from 0. */
const numbered = (count: number, blockType: string, settings: Record<string, unknown>) =>
  Array.from({ length: count }, (_, i) => ({ blockType, name: `${blockType}${i}`, ...settings }))

/** 20 fields over the built-in types, each with something to validate. */
const fields = [
  ...numbered(6, 'text', { required: true, validation: [{ rule: 'maxLength', value: '80' }] }),
  ...numbered(3, 'email', { required: true }),
  ...numbered(3, 'number', {
    validation: [
      { rule: 'min', value: '0' },
      { rule: 'max', value: '1000' },
    ],
  }),
  ...numbered(3, 'select', {
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  }),
  { blockType: 'textarea', name: 'textarea0', validation: [{ rule: 'minLength', value: '3' }] },
  { blockType: 'checkbox', name: 'checkbox0' },
  { blockType: 'date', name: 'date0' },
  { blockType: 'country', name: 'country0' },
  {
    blockType: 'text',
    name: 'pattern0',
    validation: [{ rule: 'pattern', value: '[A-Z]{2}-\\d{4}' }],
  },
]
const answers: Record<string, unknown> = {
  ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`text${i}`, `answer ${i}`])),
  ...Object.fromEntries(
    Array.from({ length: 3 }, (_, i) => [`email${i}`, `person${i}@example.test`]),
  ),
  ...Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`number${i}`, 10 * i])),
  ...Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`select${i}`, 'a'])),
  textarea0: 'a longer answer',
  checkbox0: true,
  date0: '2026-11-21',
  country0: 'DE',
  pattern0: 'AB-1234',
}

const host = await bootHost({ fixture, implementation })
try {
  const form = await host.payload.create({
    collection: 'forms',
    data: { title: 'Bench', fields } as never,
  })
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${host.api}${path}?depth=0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status !== 201)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as { doc: Record<string, unknown> }
  }
  // The baseline stores exactly what the intake stored.
  const sample = (await post('/form-submissions', { form: form.id, locale: 'en', values: answers }))
    .doc
  const plainDoc = {
    form: form.id,
    ...Object.fromEntries([...textColumns, ...jsonColumns].map((name) => [name, sample[name]])),
  }

  const timeBatch = async (send: () => Promise<unknown>) => {
    const started = performance.now()
    for (let i = 0; i < batch; i++) await send()
    return batch / ((performance.now() - started) / 1000)
  }
  const intake = () => post('/form-submissions', { form: form.id, locale: 'en', values: answers })
  const plain = () => post('/plain-submissions', plainDoc)

  await timeBatch(intake) // warm-up
  await timeBatch(plain)
  const intakeRates: number[] = []
  const plainRates: number[] = []
  // Interleaved rounds so drift on a shared machine hits both sides alike.
  for (let round = 0; round < rounds; round++) {
    intakeRates.push(await timeBatch(intake))
    plainRates.push(await timeBatch(plain))
  }
  const ratio = median(intakeRates) / median(plainRates)
  process.stdout.write(
    `${[
      `database: ${host.shared.db}; ${rounds} rounds × ${batch} requests, medians`,
      `form intake (20 fields, validated): ${median(intakeRates).toFixed(1)} submissions/s`,
      `plain create (same document):       ${median(plainRates).toFixed(1)} creates/s`,
      `ratio: ${ratio.toFixed(2)}× (goal ≥ 0.70×) ${ratio >= 0.7 ? 'OK' : 'BELOW GOAL'}`,
    ].join('\n')}\n`,
  )
} finally {
  await host.close()
}
