import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describeFamily, expect, test } from '../harness'
import { FAMILIES, type Family } from '../kit/contract'
import { PACKAGE_ROOT } from '../kit/loader'
import type { ConformanceReport } from '../kit/reporter'
import { readRequirements } from '../kit/requirements'

const run = promisify(execFile)

/** Runs the bin from the source tree as a child process, with its own report directory. */
const conformanceRun = async (args: string[]) => {
  const reportDir = mkdtempSync(join(tmpdir(), 'pps-report-'))
  try {
    const { exitCode, output } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve(PACKAGE_ROOT, 'scripts/conformance.ts'),
        ...args,
        '--report-dir',
        reportDir,
      ],
      {
        cwd: PACKAGE_ROOT,
        // The outer suite already keeps every core busy: the nested run takes one worker.
        env: {
          ...process.env,
          CONFORMANCE_IMPL: '',
          CONFORMANCE_EXPECTATIONS: '',
          VITEST_MAX_WORKERS: '1',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      ({ stdout, stderr }) => ({ exitCode: 0, output: stdout + stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        exitCode: error.code ?? -1,
        output: `${error.stdout}${error.stderr}`,
      }),
    )
    const report = JSON.parse(
      readFileSync(join(reportDir, 'conformance-report.json'), 'utf8'),
    ) as ConformanceReport
    const junit = readFileSync(join(reportDir, 'junit.xml'), 'utf8')
    return { exitCode, output, report, junit }
  } finally {
    rmSync(reportDir, { force: true, recursive: true })
  }
}

/** The bin's `--impl` flag naming one of the implementations kept in conformance/host/implementations. */
const implFlag = (file: string) => [
  '--impl',
  resolve(PACKAGE_ROOT, 'conformance/host/implementations', file),
]

describeFamily('HOST', 'reporting against other implementations', () => {
  test('[HOST-07] an implementation that provides no plugins gets every plugin requirement reported not implemented', async () => {
    const pluginFamilies = (Object.keys(FAMILIES) as Family[]).filter(
      (family) => FAMILIES[family].plugin,
    )
    // The run drives hosts over HTTP; browser requirements (*.ui.test.ts) belong to `--ui` runs.
    const overHttp = (r: { tests: string[] }) =>
      r.tests.some((file) => !file.endsWith('.ui.test.ts'))
    const expected = readRequirements()
      .filter((r) => pluginFamilies.includes(r.family) && overHttp(r))
      .map((r) => r.id)
    expect(expected.length).toBeGreaterThan(0)
    const args = implFlag('empty.ts')
    for (const family of pluginFamilies) args.push('--family', family)
    const { exitCode, output, report } = await conformanceRun(args)
    const byOutcome = (outcome: string) =>
      report.requirements.filter((r) => r.outcome === outcome).map((r) => r.id)
    expect(byOutcome('not-implemented').sort()).toEqual([...expected].sort())
    // A failed run's output says why (a hook or teardown error fails the run while every test passes).
    expect(exitCode, output.slice(-6000)).toBe(0)
  }, 300_000)

  test('[HOST-15] --requirement runs only the tests of the requirements it names, reports the others not run, and refuses an unknown ID', async () => {
    const { exitCode, output, report } = await conformanceRun([
      '--file',
      'conformance/webhooks/signature.test.ts',
      '--requirement',
      'WH-29',
    ])
    const resultOf = (id: string) => report.requirements.find((r) => r.id === id)
    expect(resultOf('WH-29')?.outcome).toBe('pass')
    expect(resultOf('WH-28')).toMatchObject({ outcome: 'not-run', tests: [] })
    expect(exitCode, output.slice(-6000)).toBe(0)
    const unknown = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve(PACKAGE_ROOT, 'scripts/conformance.ts'),
        '--requirement',
        'WH-999',
      ],
      { cwd: PACKAGE_ROOT },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({
        code: error.code,
        stderr: error.stderr ?? '',
      }),
    )
    expect(unknown).toEqual({
      code: 2,
      stderr: expect.stringContaining('unknown requirement: WH-999'),
    })
  }, 300_000)

  test('[HOST-12] an implementation that leaves out optional parts gets exactly their tagged requirements reported not implemented', async () => {
    const files = [
      'conformance/dual-session/attribution.test.ts',
      'conformance/queue-control/recovery.test.ts',
      'conformance/admin-wiki/media.test.ts',
    ]
    const args = implFlag('without-optional-parts.ts')
    for (const file of files) args.push('--file', file)
    const { exitCode, output, report } = await conformanceRun(args)
    const left = new Set(['proxy', 'reliability', 'video'])
    const ran = readRequirements().filter((r) => r.tests.some((file) => files.includes(file)))
    const expected = ran
      .filter((r) => r.features.some((feature) => left.has(feature)))
      .map((r) => r.id)
    expect(expected).toEqual(expect.arrayContaining(['DS-23', 'DS-24', 'QC-21', 'WK-20']))
    const outcomeOf = (id: string) => report.requirements.find((r) => r.id === id)?.outcome
    for (const id of expected) expect(outcomeOf(id), id).toBe('not-implemented')
    // The untagged requirements of the same files still ran, and passed.
    for (const r of ran.filter((r) => !expected.includes(r.id)))
      expect(outcomeOf(r.id), r.id).toBe('pass')
    expect(exitCode, output.slice(-6000)).toBe(0)
  }, 300_000)

  test('[HOST-14] a foreign plugin (the official form builder as formBuilder) fails with requirement assertions, never a crash of the test code', async () => {
    const args = [...implFlag('official-form-builder.ts'), '--family', 'FB']
    const { report } = await conformanceRun(args)
    const failures = report.requirements
      .flatMap((r) => r.tests.map((t) => ({ ...t, id: r.id })))
      .filter((t) => t.outcome === 'fail')
    const of = (kind: string) => failures.filter((t) => t.kind === kind)
    const summary = JSON.stringify(
      failures
        .filter((t) => t.kind !== 'assertion')
        .map((t) => `${t.title.slice(0, 12)} ${t.kind}: ${t.error}`),
      null,
      1,
    )
    // The official plugin implements little of the spec: most of the family fails, each for a reason a fork author can read.
    expect(failures.length).toBeGreaterThan(40)
    expect(of('assertion').length / failures.length, summary).toBeGreaterThanOrEqual(0.95)
    expect(of('error'), summary).toEqual([])
    // Every assertion names its own requirement and no other: a test's setup asks only for what its requirement needs.
    for (const t of of('assertion'))
      expect(new Set(t.error?.match(/\b[A-Z]+-\d{2,3}\b/g)), `${t.title}: ${t.error}`).toEqual(
        new Set([t.id]),
      )
    // A bare diff of a status code comes with the response it was read from.
    for (const t of of('assertion').filter((t) =>
      /^[A-Z]+-\d+: expected \d{3} to (be|equal) \d{3}/.test(t.error ?? ''),
    ))
      expect(t.error).toMatch(/ — last response: [A-Z]+ \/\S* → \d{3} /)
    for (const t of of('setup'))
      expect(t.error).toMatch(/^setup: your formBuilder rejected the test data: \S/)
    for (const t of of('boot'))
      expect(t.error).toMatch(/^could not boot \S+ with your formBuilder: \S/)
    // An assertion about something missing names the requirement and what was found instead.
    const missing = of('assertion').filter((t) =>
      t.error?.startsWith('expected your formBuilder to '),
    )
    expect(missing.length).toBeGreaterThan(0)
    for (const t of missing) expect(t.error).toMatch(/ \([A-Z]+-\d{2,3}\) — found: \S/)
  }, 300_000)

  test('[HOST-14] a host that cannot boot with the plugin names the option it choked on', async () => {
    const args = [...implFlag('choking-option.ts'), '--requirement', 'FB-25']
    const { report } = await conformanceRun(args)
    const failures = report.requirements.flatMap((r) => r.tests).filter((t) => t.outcome === 'fail')
    expect(failures.length).toBeGreaterThan(0)
    for (const t of failures) {
      expect(t.kind).toBe('boot')
      expect(t.error).toMatch(
        /^could not boot fb-forms with your formBuilder: .*'toLowerCase'.* — it boots without the `rules` option: check that option's shape against the spec$/,
      )
    }
  }, 300_000)

  // One run serves HOST-08 and HOST-09: its stale expectation makes HOST-01 fail, the rest pass.
  let staleRun: ReturnType<typeof conformanceRun> | undefined
  const runWithStaleExpectation = () =>
    (staleRun ??= conformanceRun([
      ...implFlag('stale-expectation/index.ts'),
      '--file',
      'conformance/host/harness.test.ts',
    ]))

  test('[HOST-08] an expected failure that passes is reported as an unexpected pass and fails the run', async () => {
    const { exitCode, report } = await runWithStaleExpectation()
    const host01 = report.requirements.find((r) => r.id === 'HOST-01')
    expect(host01?.outcome).toBe('unexpected-pass')
    expect(report.requirements.find((r) => r.id === 'HOST-02')?.outcome).toBe('pass')
    expect(exitCode).toBe(1)
  }, 300_000)

  test("[HOST-09] each test carries its hosts' log in the JSON and JUnit reports, and a failing test prints it", async () => {
    const { output, report, junit } = await runWithStaleExpectation()
    const testsOf = (id: string) => report.requirements.find((r) => r.id === id)?.tests ?? []
    // HOST-01's access check makes its basic host log a Forbidden at info level.
    const logged = testsOf('HOST-01').flatMap((test) => test.logs ?? [])
    expect(
      logged.some((line) => line.includes('basic@')),
      JSON.stringify(logged),
    ).toBe(true)
    expect(junit).toMatch(/<system-err>[\s\S]*host log[\s\S]*<\/system-err>/)
    // HOST-01 fails (an unexpected pass): its host log is printed with it.
    expect(output).toMatch(/\[HOST-01\][\s\S]*host log/)
  }, 300_000)
})
