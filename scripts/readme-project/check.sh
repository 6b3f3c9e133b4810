#!/usr/bin/env bash
# A project built from the packages' READMEs, the way a user starts one (issue 36): a Payload + Next.js project
# laid out as create-payload-app lays it out (the kit's admin app template), the five plugins installed
# from their packed tarballs with their READMEs' install lines exactly as written, then per plugin: its
# README's snippets pasted where they belong (its payload.config.ts, proxy, site page, receiver route or
# onInit module), `payload generate:types` and `payload generate:importmap`, the project's type check
# with those generated types (`tsc --noEmit`, the check `next build` runs), and `payload migrate:create`
# + `payload migrate` on a fresh SQLite database; `next build` on the form-builder variant, the one
# with a site page. Fails at the first step that fails. --prebuilt packs the build already in dist/.
set -euo pipefail
source "$(dirname "$0")/../tarball/pack.sh"
tsx="$root/node_modules/.bin/tsx"
step() { printf -- '--- %s\n' "$*"; }

project="$work/project"
mkdir -p "$project" && cd "$project"
step "a Payload $(version payload) + Next.js $(version next) project"
echo '{ "name": "readme-project", "private": true, "type": "module", "allowScripts": { "esbuild": true } }' > package.json
deps=()
for dep in payload @payloadcms/next @payloadcms/db-sqlite @payloadcms/ui @payloadcms/richtext-lexical next react react-dom graphql typescript @types/react @types/node; do
  deps+=("$dep@$(version "$dep")")
done
npm install -E --no-audit --no-fund --silent "${deps[@]}"
cp -r "$root/fixtures/admin-app/template/app" app
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "baseUrl": ".",
    "lib": ["DOM", "DOM.Iterable", "ES2022"],
    "allowJs": true,
    "skipLibCheck": true,
    "strict": true,
    "noEmit": true,
    "esModuleInterop": true,
    "module": "esnext",
    "moduleResolution": "bundler",
    "resolveJsonModule": true,
    "isolatedModules": true,
    "jsx": "react-jsx",
    "incremental": true,
    "plugins": [{ "name": "next" }],
    "paths": { "@payload-config": ["./payload.config.ts"] },
    "target": "ES2022"
  },
  "include": ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts"],
  "exclude": ["node_modules"]
}
JSON
printf '/// <reference types="next" />\n/// <reference types="next/image-types/global" />\n' > next-env.d.ts
printf "import { withPayload } from '@payloadcms/next/withPayload'\n\nexport default withPayload({})\n" > next.config.mjs

plugins=(dual-session jobs admin-wiki webhooks form-builder)
for plugin in "${plugins[@]}"; do
  step "the README's install line for @payload-plugin-suite/$plugin"
  install=$(node "$root/scripts/tarball/readme-install.mjs" "$root/reference/$plugin/README.md" "$plugin" "$(ls "$work/payload-plugin-suite-$plugin-"*.tgz)")
  echo "$install"
  bash -euo pipefail -c "$install --no-audit --no-fund --silent"
  # What its snippets need besides the plugin (a receiver's verifier), as its section installs it.
  while read -r more; do
    echo "$more"
    bash -euo pipefail -c "$more --no-audit --no-fund --silent"
  done < <("$tsx" "$root/scripts/readme-project/snippets.ts" "$root/reference/$plugin/README.md" "$plugin" --installs)
done

export PAYLOAD_SECRET=readme-project-secret DUAL_SESSION_SECRET=readme-project-proxy-secret CRON_SECRET=readme-project-cron
for plugin in "${plugins[@]}"; do
  step "$plugin: the README's snippets in the project"
  rm -rf payload.config.ts payload-types.ts proxy.ts snippets migrations src/migrations 'app/(site)/forms' app/api ./*.db
  "$tsx" "$root/scripts/readme-project/snippets.ts" "$root/reference/$plugin/README.md" "$plugin" .
  export DATABASE_URI="file:./$plugin.db"
  step "$plugin: payload generate:types, generate:importmap"
  npx --no-install payload generate:types
  npx --no-install payload generate:importmap
  step "$plugin: the project's type check, with its generated types"
  npx --no-install tsc --noEmit -p tsconfig.json
  step "$plugin: payload migrate:create, migrate"
  npx --no-install payload migrate:create initial
  npx --no-install payload migrate
done
step "form-builder: next build"
NEXT_TELEMETRY_DISABLED=1 npx --no-install next build
echo "README project: OK"
