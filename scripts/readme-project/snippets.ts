/**
 * Writes one plugin's README snippets into a project, where a project following the README puts them:
 *   tsx scripts/readme-project/snippets.ts reference/<plugin>/README.md <plugin> <project dir>
 * A plugin's snippets are the ```ts / ```tsx blocks of the README section whose ```sh block installs
 * `@payload-plugin-suite/<plugin>`. A block naming its file on its first line (`// payload.config.ts`,
 * `// proxy.ts (…)`, `// app/api/hooks/route.ts: …`) goes there; a copy of a test site's page
 * (`// conformance/<family>/site/<path>`) goes to the project's site pages, `app/(site)/<path>`; a block
 * naming no file goes to `snippets/<plugin>-<n>.ts(x)`, type-checked like the rest. Prints the paths.
 * With --installs it writes nothing and prints the section's other `npm install` lines instead (what
 * its snippets need besides the plugin, e.g. a receiver's verifier), for the project to run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Nodes, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'

const listInstalls = process.argv.includes('--installs')
const [readme, plugin, projectDir] = process.argv.slice(2).filter((arg) => arg !== '--installs')
if (!readme || !plugin || (!projectDir && !listInstalls)) {
  process.stderr.write('usage: snippets.ts <README.md> <plugin> (<project dir> | --installs)\n')
  process.exit(2)
}

const installs = (node: RootContent) =>
  node.type === 'code' &&
  node.lang === 'sh' &&
  node.value
    .split('\n')
    .some(
      (line) =>
        line.startsWith('npm install') &&
        line
          .split(/\s+/)
          .some(
            (word) => word.split('@').slice(0, 2).join('@') === `@payload-plugin-suite/${plugin}`,
          ),
    )

/** The top-level nodes of the README's sections (by heading), and the one that installs the plugin. */
const sections: RootContent[][] = []
for (const node of (
  fromMarkdown(readFileSync(readme, 'utf8')) as Nodes & { children: RootContent[] }
).children) {
  if (node.type === 'heading' && node.depth <= 3) sections.push([node])
  else sections.at(-1)?.push(node)
}
const section = sections.find((nodes) => nodes.some(installs))
if (!section) throw new Error(`README has no section that installs @payload-plugin-suite/${plugin}`)

/** A heading's text, inline code included (`### jobs({ queueControl })`). */
const headingText = (node: RootContent): string =>
  'children' in node
    ? node.children
        .map((child): string => ('value' in child ? child.value : headingText(child)))
        .join('')
    : ''

if (listInstalls) {
  const lines = section
    .filter((node) => node.type === 'code' && node.lang === 'sh' && !installs(node))
    .flatMap((node) => (node as Extract<RootContent, { type: 'code' }>).value.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npm install'))
  process.stdout.write(lines.map((line) => `${line}\n`).join(''))
  process.exit(0)
}

const FILE = /^\/\/ ([\w./()[\]-]+\.tsx?)(?=$|[\s:])/
const SITE_COPY = /^conformance\/[\w-]+\/site\//
const written = section
  .filter((node) => node.type === 'code' && (node.lang === 'ts' || node.lang === 'tsx'))
  .map((node, index) => {
    const block = node as Extract<RootContent, { type: 'code' }>
    const named = FILE.exec(block.value.split('\n', 1)[0])?.[1]
    const path = named
      ? named.replace(SITE_COPY, 'app/(site)/')
      : `snippets/${plugin}-${index + 1}.${block.lang}`
    mkdirSync(dirname(join(projectDir, path)), { recursive: true })
    writeFileSync(join(projectDir, path), `${block.value}\n`)
    return `${path} (${readme}:${block.position!.start.line}, under “${headingText(section[0])}”)`
  })
process.stdout.write(`${written.join('\n')}\n`)
