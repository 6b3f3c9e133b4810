#!/usr/bin/env bash
# Proves the published artifacts work, not the source tree: packs the five plugin packages and the
# kit, installs each plugin ALONE into a fresh Payload project at the floor and at the latest Payload
# of its range, with the README's install line, and boots it; then installs the kit with the plugins
# and runs its bin on the HOST family. --prebuilt packs the build already in dist/ (CI's npm test
# built it).
set -euo pipefail
source "$(dirname "$0")/pack.sh"
kit=$(npm pack --silent --ignore-scripts --pack-destination "$work" | tail -n 1)

# The Payload versions a plugin is checked at: the floor the compatibility matrix runs its family on,
# and the latest 3.x; each with the release of @payloadcms/db-sqlite a project installs beside it.
payload_versions() {
  (cd "$root" && npx --no-install tsx -e "
    import { FAMILY_OF_PLUGIN, floorSetOf, versions } from './scripts/matrix/sets.ts'
    for (const set of [floorSetOf(FAMILY_OF_PLUGIN['$1']), versions.payload.latest])
      console.log(set.version, set.packages?.['@payloadcms/db-sqlite'] ?? set.version)
  ")
}
fresh_project() {
  mkdir -p "$1" && cd "$1"
  echo '{ "name": "tarball-check", "private": true, "type": "module", "allowScripts": { "esbuild": true } }' > package.json
}

# A fresh Payload project per version (payload and its @payloadcms/db-sqlite, nothing else), installed
# once and copied for each plugin checked at that version: the copy is the tree the same install makes.
base_project() { echo "$work/base-payload-$1"; }
install_bases() {
  local pids=() payload sqlite
  while read -r payload sqlite; do
    (fresh_project "$(base_project "$payload")" && npm install -E --no-audit --no-fund --silent "payload@$payload" "@payloadcms/db-sqlite@$sqlite") &
    pids+=($!)
  done < <(for plugin in "$@"; do payload_versions "$plugin"; done | sort -u)
  for pid in "${pids[@]}"; do wait "$pid"; done
}

# In a copy of the project at each version of the plugin's range, the README's install line for the
# plugin with its tarball in place of the registry name; the plugin boots in it.
check_plugin() {
  local plugin=$1 payload sqlite
  while read -r payload sqlite; do
    echo "--- @payload-plugin-suite/$plugin alone, Payload $payload"
    cp -a "$(base_project "$payload")" "$work/$plugin-$payload"
    cd "$work/$plugin-$payload"
    install=$(node "$root/scripts/tarball/readme-install.mjs" "$root/reference/$plugin/README.md" "$plugin" "$(ls "$work/payload-plugin-suite-$plugin-"*.tgz)")
    echo "$install"
    bash -euo pipefail -c "$install --no-audit --no-fund --silent"
    cp "$root/scripts/tarball/boot-plugin.mjs" .
    node boot-plugin.mjs "$plugin"
  done < <(payload_versions "$plugin")
}

# The admin surfaces exist for an editor only if Payload's own import map generator finds them. Run in
# the wiki's project (latest Payload) once the five checks are done: on Node 20 loading lexical's modules
# (top-level await) sometimes deadlocked, and `payload` then exited 0 having written nothing: it is
# tried again, on a quiet machine.
check_wiki_import_map() {
  echo "--- @payload-plugin-suite/admin-wiki: payload generate:importmap"
  cd "$work/admin-wiki-$(version payload)"
  cp "$root/scripts/tarball/wiki-importmap.config.ts" payload.config.ts
  for _ in 1 2 3 4 5; do
    PAYLOAD_CONFIG_PATH=payload.config.ts npx --no-install payload generate:importmap
    [ -f importMap.js ] && break
  done
  node -e "
    const map = require('fs').readFileSync('importMap.js', 'utf8')
    const missing = ['WikiProvider', 'GuidesPanel', 'ListBand', 'FieldHelp', 'BlockHelp', 'TargetPicker', 'TargetPrefill']
      .filter((name) => !map.includes('@payload-plugin-suite/admin-wiki/admin#' + name))
    if (missing.length) throw new Error('payload generate:importmap lists no ' + missing.join(', '))
    console.log('import map lists the wiki components')
  "
}

# The five projects are independent and mostly wait on npm: check them side by side, each logging
# to its own file, printed whole once it ends.
plugins=(dual-session jobs form-builder admin-wiki webhooks)
install_bases "${plugins[@]}"
pids=()
for plugin in "${plugins[@]}"; do
  (set -e; check_plugin "$plugin") > "$work/$plugin.log" 2>&1 &
  pids+=($!)
done
failed=()
for index in "${!plugins[@]}"; do
  wait "${pids[$index]}" || failed+=("${plugins[$index]}")
  cat "$work/${plugins[$index]}.log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "tarball check: failed for ${failed[*]}" >&2
  exit 1
fi
check_wiki_import_map

echo "--- the kit with every plugin"
fresh_project "$work/kit"
kit_peers=()
for dep in payload graphql @payloadcms/db-sqlite @payloadcms/graphql graphql-http @hono/node-server \
  @faker-js/faker supertest tough-cookie tsx vitest @payloadcms/richtext-lexical @payloadcms/ui react react-dom; do
  kit_peers+=("$dep@$(version "$dep")")
done
npm install --no-audit --no-fund --silent "$work/$kit" "$work"/payload-plugin-suite-*-*.tgz "${kit_peers[@]}"
node --input-type=module -e "
await (await import('payload-plugin-suite/conformance')).preloadLexical()
for (const entry of ['payload-plugin-suite', 'payload-plugin-suite/conformance', 'payload-plugin-suite/fixtures']) {
  const mod = await import(entry)
  if (Object.keys(mod).length === 0) throw new Error(entry + ' exports nothing')
  console.log('imported', entry, Object.keys(mod).sort().join(', '))
}
"
npx --no-install payload-conformance --file conformance/host/harness.test.ts --report-dir "$work/report"
test -s "$work/report/conformance-report.json"
echo "tarball check: OK"
