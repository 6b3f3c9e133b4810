/**
 * Runs one conformance host as its own process:
 *   tsx scripts/host.ts --fixture MODULE [--impl MODULE] [--port N] [--options JSON] [--attach JSON]
 * Prints one JSON line `{"url", "api", "shared"}` once listening; closes cleanly on SIGTERM/SIGINT.
 * `--attach` takes the `shared` object another host printed, to run on the same database and KV.
 */
import { parseArgs } from 'node:util'
import { loadImplementation, resolveImplementationPath } from '../conformance/kit/loader'
import { bootHost } from '../fixtures/host'

const { values } = parseArgs({
  options: {
    attach: { type: 'string' },
    fixture: { type: 'string' },
    impl: { type: 'string' },
    options: { type: 'string' },
    port: { type: 'string', default: '0' },
  },
})
if (!values.fixture) {
  process.stderr.write(
    'usage: host.ts --fixture MODULE [--impl MODULE] [--port N] [--options JSON] [--attach JSON]\n',
  )
  process.exit(2)
}
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`--port must be an integer from 0 to 65535, got "${values.port}"\n`)
  process.exit(2)
}

const host = await bootHost({
  attach: values.attach ? JSON.parse(values.attach) : undefined,
  fixture: values.fixture,
  implementation: await loadImplementation(resolveImplementationPath(values.impl)),
  options: values.options ? JSON.parse(values.options) : undefined,
  port,
})
process.stdout.write(`${JSON.stringify({ api: host.api, shared: host.shared, url: host.url })}\n`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await host.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
