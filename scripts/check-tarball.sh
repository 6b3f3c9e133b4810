#!/usr/bin/env bash
# Packs the package, installs the tarball into a fresh project (with payload and the kit's optional
# peers at the versions this repo develops against), imports every subpath export, and runs the
# installed bin on the HOST family. Proves the published artifact works, not the source tree.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$root"
tarball=$(npm pack --silent --pack-destination "$work" | tail -n 1)
version() { node -p "require('./package.json').devDependencies['$1']"; }
peers=()
for dep in payload graphql @payloadcms/db-sqlite @payloadcms/graphql graphql-http @hono/node-server \
  @faker-js/faker supertest tough-cookie tsx vitest pg @payloadcms/richtext-lexical @payloadcms/ui next react react-dom; do
  peers+=("$dep@$(version "$dep")")
done

cd "$work"
echo '{ "name": "tarball-check", "private": true, "type": "module", "allowScripts": { "esbuild": true } }' > package.json
npm install --no-audit --no-fund --silent "./$tarball" "${peers[@]}"

node --input-type=module -e "
// Node 20: load lexical's packages one by one before anything imports the editor (see preloadLexical).
await (await import('payload-plugin-suite/conformance')).preloadLexical()
const exports = Object.keys(JSON.parse(await (await import('node:fs/promises')).readFile('node_modules/payload-plugin-suite/package.json', 'utf8')).exports)
for (const subpath of exports.filter((s) => s !== './package.json')) {
  const specifier = 'payload-plugin-suite' + subpath.slice(1)
  if (subpath.endsWith('/client')) {
    // Client entries load admin UI (with CSS) and run only under a bundler: check they resolve.
    const file = new URL(import.meta.resolve(specifier))
    await (await import('node:fs/promises')).access(file)
    console.log('resolved', specifier)
    continue
  }
  const mod = await import(specifier)
  // ./<plugin>/types entries carry types only; everything else must export values.
  if (Object.keys(mod).length === 0 && !subpath.endsWith('/types')) throw new Error(specifier + ' exports nothing')
  console.log('imported', specifier, Object.keys(mod).sort().join(', '))
}
"
npx --no-install payload-conformance --file conformance/host/harness.test.ts --report-dir "$work/report"
test -s "$work/report/conformance-report.json"
echo "tarball check: OK ($tarball)"
