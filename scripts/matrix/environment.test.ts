import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkEnvironment } from '../../conformance/kit/environment'
import { versions } from './sets'

type Env = Record<string, string | undefined>

/** A project folder with the given packages installed (only their package.json). */
const project = (packages: { payload: string } & Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'pps-env-'))
  for (const [name, version] of Object.entries(packages)) {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true })
    writeFileSync(
      join(dir, 'node_modules', name, 'package.json'),
      JSON.stringify({ name, version }),
    )
  }
  dirs.push(dir)
  return dir
}
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { force: true, recursive: true })
  vi.restoreAllMocks()
})

const floor = versions.payload.floor!.version
const latest = versions.payload.latest!.version

describe('the kit refuses what it does not support, in one line (conformance/kit/environment.ts)', () => {
  test('a Node below the engines floor is refused, naming both versions; the matrix floor and default are not', () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true)
    const cwd = project({ payload: latest })
    expect(checkEnvironment({ node: '20.20.2', cwd, env: {} })).toBe(
      'payload-plugin-suite: Node 20.20.2 is not supported; it needs Node >=22.18.0.',
    )
    expect(checkEnvironment({ node: '22.17.1', cwd, env: {} })).toMatch(
      /^payload-plugin-suite: Node 22\.17\.1 is not supported/,
    )
    for (const node of Object.values(versions.node))
      expect(checkEnvironment({ node, cwd, env: {} })).toBeUndefined()
  })

  test('a Payload outside the peer range is refused unless PPS_UNSUPPORTED_PAYLOAD=1, which prints one notice instead', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true)
    for (const version of ['3.82.1', versions.payload['payload-4']!.version]) {
      const cwd = project({ payload: version })
      expect(checkEnvironment({ node: '24.21.0', cwd, env: {} })).toBe(
        `payload-plugin-suite: Payload ${version} is outside the supported range ^${floor} (PPS_UNSUPPORTED_PAYLOAD=1 runs it anyway).`,
      )
      const env: Env = { PPS_UNSUPPORTED_PAYLOAD: '1' }
      expect(checkEnvironment({ node: '24.21.0', cwd, env })).toBeUndefined()
      expect(checkEnvironment({ node: '24.21.0', cwd, env })).toBeUndefined()
    }
    // Once per run: the second check of each saw the mark the first left in its environment.
    expect(stderr.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(
        /^payload-plugin-suite: Payload 3\.82\.1 is outside the supported range .*; running anyway/,
      ),
      expect.stringMatching(
        /^payload-plugin-suite: Payload 4\.0\.0-canary\.36 is outside the supported range .*; running anyway/,
      ),
    ])
  })

  test('the floor and the latest Payload are accepted; a Payload package at another release turns off Payload\u2019s same-version check, unless the project set it', () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true)
    expect(
      checkEnvironment({
        node: '24.21.0',
        cwd: project({ payload: floor, '@payloadcms/db-sqlite': floor }),
        env: {},
      }),
    ).toBeUndefined()
    const env: Env = {}
    expect(
      checkEnvironment({
        node: '24.21.0',
        cwd: project({ payload: latest, '@payloadcms/kv-redis': '3.90.1' }),
        env,
      }),
    ).toBeUndefined()
    expect(env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER).toBe('true')
    const kept: Env = { PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'false' }
    checkEnvironment({
      node: '24.21.0',
      cwd: project({ payload: latest, '@payloadcms/kv-redis': '3.90.1' }),
      env: kept,
    })
    expect(kept.PAYLOAD_DISABLE_DEPENDENCY_CHECKER).toBe('false')
    const matching: Env = {}
    checkEnvironment({
      node: '24.21.0',
      cwd: project({ payload: latest, '@payloadcms/db-sqlite': latest }),
      env: matching,
    })
    expect(matching.PAYLOAD_DISABLE_DEPENDENCY_CHECKER).toBeUndefined()
  })
})
