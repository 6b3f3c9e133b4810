# Sourced by scripts/tarball/check.sh and scripts/readme-project/check.sh: a work directory removed on
# exit ($work), the five plugin packages packed into it (built first unless the script got
# --prebuilt: the build already in dist/), and version(), the version this repo develops against
# for a package a fresh project installs.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$root"
[ "${1:-}" = --prebuilt ] || npm run build
npm pack --silent --ignore-scripts --workspaces --pack-destination "$work" >/dev/null
version() { node -p "require('$root/package.json').devDependencies['$1'] ?? require('$root/package.json').dependencies['$1']"; }
