/**
 * Runs one conformance host as its own process; the process is fixtures/host-process.ts:
 *   tsx scripts/host.ts --fixture MODULE [--impl MODULE] [--port N] [--options JSON] [--attach JSON]
 */
import '../fixtures/host-process'
