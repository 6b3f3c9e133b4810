import { findPackage } from './packages'

/**
 * Node 22 sometimes deadlocks (the process exits 13: "unsettled top-level await") when one dynamic
 * import evaluates many modules with top-level await at once, and every lexical package's Node entry
 * has one (it awaits its dev or prod build): seen on Node 22.18 loading an implementation that uses
 * @payloadcms/richtext-lexical 3.83. Importing the lexical packages that richtext-lexical depends on
 * one after another first leaves no such module pending. Node 24 has not deadlocked here.
 */
export const preloadLexical = async () => {
  if (Number(process.versions.node.split('.')[0]) >= 24) return
  const richText = findPackage('@payloadcms/richtext-lexical')
  if (!richText) return
  const lexical = Object.keys(richText.manifest.dependencies ?? {}).filter(
    (name) => name === 'lexical' || name.startsWith('@lexical/'),
  )
  // Some have no Node entry (e.g. devtools-core); those are not needed.
  for (const name of lexical) await import(name).catch(() => undefined)
}
