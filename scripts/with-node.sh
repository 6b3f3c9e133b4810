#!/usr/bin/env bash
# Runs a command with the project's Node: scripts/matrix/versions.json's default build, or the one
# PPS_NODE names ("22", "24"). When the Node on PATH is not that version, the build is installed from
# the npm registry's node-<platform>-<arch> package into .cache/node/<version>/ on first use.
#   scripts/with-node.sh npm ci && scripts/with-node.sh npm test
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v node >/dev/null; then
  echo "with-node: a Node.js (any version) and npm are needed to install the project's Node" >&2
  exit 1
fi
version=$(node -p "const v = require('$root/scripts/matrix/versions.json').node; v[process.env.PPS_NODE || 'default'] || ''")
if [ -z "$version" ]; then
  echo "with-node: PPS_NODE=$PPS_NODE names no build in scripts/matrix/versions.json" >&2
  exit 1
fi
if [ "$(node -p 'process.versions.node')" != "$version" ]; then
  dir="$root/.cache/node/$version"
  if [ ! -x "$dir/bin/node" ]; then
    package="node-$(node -p 'process.platform')-$(node -p 'process.arch')@$version"
    echo "with-node: installing Node $version ($package from the npm registry)" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "$package" >/dev/null)
    rm -rf "$dir.partial" && mkdir -p "$dir.partial"
    tar xzf "$tmp"/*.tgz -C "$dir.partial" --strip-components=1
    rm -rf "$tmp" "$dir" && mv "$dir.partial" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
fi
exec "$@"
