import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Node 20 sometimes deadlocks (the process exits 13, or hangs) when one dynamic import evaluates
 * many modules with top-level await at once, and every lexical package's Node entry has one (it
 * awaits its dev or prod build). Importing the lexical packages one after another first leaves no
 * such module pending when an implementation that uses @payloadcms/richtext-lexical loads.
 * Node 22 does not need it.
 */
export const preloadLexical = async () => {
  if (Number(process.versions.node.split('.')[0]) >= 22) return
  let entry: string
  try {
    entry = createRequire(import.meta.url).resolve('lexical') // <modules>/lexical/dist/Lexical.js
  } catch {
    return // no lexical installed: nothing to preload
  }
  const modulesDir = dirname(dirname(dirname(entry)))
  const scoped = readdirSync(join(modulesDir, '@lexical')).map((name) => `@lexical/${name}`)
  for (const name of ['lexical', ...scoped]) {
    // Some scoped packages have no Node entry (e.g. devtools-core); those are not needed.
    await import(name).catch(() => undefined)
  }
}
