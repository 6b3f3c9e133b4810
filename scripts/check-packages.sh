#!/usr/bin/env bash
# What npm will publish, checked as a consumer's tools see it (run after the build): publint on each
# package's manifest and files, and @arethetypeswrong/cli on its packed tarball (ESM-only packages:
# every entry's types must resolve for Node 16+ ESM and for bundlers). Quiet when all is good.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
failed=()
for dir in . reference/*/; do
  dir=${dir%/}
  # reference/shared is source the plugins bundle, not a package.
  [ -f "$dir/package.json" ] || continue
  name=$(node -p "require('./$dir/package.json').name")
  tarball=$(cd "$dir" && npm pack --silent --ignore-scripts --pack-destination "$work" | tail -n 1)
  # The README is the package's page on npm.
  if ! tar -tzf "$work/$tarball" | grep -x 'package/README.md' > /dev/null; then
    echo "$name: its tarball has no README.md"; failed+=("$name (README)")
  fi
  # Its relative links must open from node_modules too: each names a file the tarball ships.
  # (Images are left out: the screenshots stay in the repository, to keep installs small.)
  shipped=$(tar -tzf "$work/$tarball")
  for link in $(tar -xOzf "$work/$tarball" package/README.md | grep -oE '(^|[^!])\[[^]]*\]\([^)#]+' | sed 's/.*](//' | grep -vE '^[a-z]+:' || true); do
    if ! grep -qx "$(realpath -m --relative-to=/ "/package/$link")" <<< "$shipped"; then
      echo "$name: its README links $link, which the tarball does not ship"; failed+=("$name (README link $link)")
    fi
  done
  if ! npx --no-install publint --strict "$dir" > "$work/publint.log" 2>&1; then
    cat "$work/publint.log"; failed+=("$name (publint)")
  fi
  if ! npx --no-install attw --profile esm-only --format ascii "$work/$tarball" > "$work/attw.log" 2>&1; then
    cat "$work/attw.log"; failed+=("$name (attw)")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "package check failed: ${failed[*]}" >&2
  exit 1
fi
echo "Package check: publint and attw pass and a README whose relative links resolve inside the package ships for the kit and the five plugin packages."
