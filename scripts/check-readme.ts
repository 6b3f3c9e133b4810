/**
 * Type-checks every ```ts / ```tsx block of README.md and of each plugin package's README against the built packages, the way a project
 * that installed them sees them: `@payload-plugin-suite/*` resolve through node_modules to each
 * package's "exports" (dist/*.d.ts) and `payload-plugin-suite/*` to the kit's, never to src through
 * this repository's tsconfig "paths". Run `npm run build` first (`npm test` does).
 *
 * A block whose first line is `// <path>` naming a file of this repository (under conformance/,
 * fixtures/, reference/ or scripts/) is a copy of that file, e.g. a site page the browser tests
 * render: it must equal the file, and is type-checked at that path so copies import each other.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import type { Code, Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')
/** The kit's README and each plugin package's (what npm shows on its page), relative to the root. */
const READMES = [
  'README.md',
  ...readdirSync(join(root, 'reference'), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() && existsSync(join(root, 'reference', entry.name, 'README.md'))
      ? [`reference/${entry.name}/README.md`]
      : [],
  ),
]
const CHECKED_LANGUAGES = new Set(['ts', 'tsx'])

interface Manifest {
  exports?: Record<string, string | { types?: string }>
  dependencies?: Record<string, string>
}
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest

/** Type entries the build has not written: the kit's and those of the plugin packages it depends on. */
const missingBuildOutputs = (): string[] => {
  const requireFromRoot = createRequire(join(root, 'package.json'))
  const plugins = Object.keys(readManifest(root).dependencies ?? {}).filter((name) =>
    name.startsWith('@payload-plugin-suite/'),
  )
  const packageDirs = [
    root,
    ...plugins.map((name) => dirname(requireFromRoot.resolve(`${name}/package.json`))),
  ]
  return packageDirs.flatMap((dir) =>
    Object.values(readManifest(dir).exports ?? {})
      .flatMap((entry) =>
        typeof entry === 'object' && entry.types ? [join(dir, entry.types)] : [],
      )
      .filter((file) => !existsSync(file))
      .map((file) => relative(root, file)),
  )
}

const codeBlocks = (node: Nodes): Code[] =>
  node.type === 'code'
    ? [node]
    : 'children' in node
      ? node.children.flatMap((child) => codeBlocks(child))
      : []

/** A code block and the README it is in. */
interface Block {
  readme: string
  code: Code
}

const COPY_OF = /^\/\/ ((?:conformance|fixtures|reference|scripts)\/\S+)$/

/** The repository file a block copies (its first line names it), if any. */
const copiedPath = (block: Code) => COPY_OF.exec(block.value.split('\n', 1)[0])?.[1]

/** Copies that no longer match their file: the README shows what the tests run, or nothing. */
const staleCopies = (blocks: Block[]): string[] =>
  blocks.flatMap(({ readme, code: block }) => {
    const path = copiedPath(block)
    if (!path) return []
    const where = `${readme}:${block.position!.start.line}`
    if (!existsSync(join(root, path))) return [`${where} copies ${path}, which does not exist`]
    const copy = block.value.slice(block.value.indexOf('\n') + 1)
    return copy.trimEnd() === readFileSync(join(root, path), 'utf8').trimEnd()
      ? []
      : [`${where} differs from ${path}: copy the file into the block again`]
  })

// A Payload project's usual tsconfig (bundler resolution, strict, React JSX), without this repository's "paths".
const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  isolatedModules: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  types: ['node'],
  noEmit: true,
}

// Payload projects map `@payload-config` to their payload.config.ts; the snippets import it as they would.
const PAYLOAD_CONFIG_MODULE = `declare module '@payload-config' {
  const config: Promise<import('payload').SanitizedConfig>
  export default config
}
`

/** Type-check problems of the blocks, each located in its README. */
const typeCheck = (blocks: Block[]): string[] => {
  // Inside the repository, so node_modules and the kit's own package name resolve as they would for a dependent.
  mkdirSync(join(root, '.tmp'), { recursive: true })
  const workDir = mkdtempSync(join(root, '.tmp', 'readme-'))
  try {
    const fenceOf = new Map<string, { readme: string; line: number }>()
    const files = blocks.map(({ readme, code: block }) => {
      const line = block.position!.start.line
      const file = join(
        workDir,
        copiedPath(block) ?? `${readme.replaceAll('/', '-')}-line-${line}.${block.lang}`,
      )
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, `${block.value}\n`)
      fenceOf.set(file, { readme, line })
      return file
    })
    const payloadConfigModule = join(workDir, 'payload-config.d.ts')
    writeFileSync(payloadConfigModule, PAYLOAD_CONFIG_MODULE)

    const program = ts.createProgram([...files, payloadConfigModule], compilerOptions)
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ')
      const fence = diagnostic.file && fenceOf.get(diagnostic.file.fileName)
      if (!diagnostic.file || !fence) return `TS${diagnostic.code}: ${message}`
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(
        diagnostic.start ?? 0,
      )
      return `${fence.readme}:${fence.line + 1 + line}:${character + 1} TS${diagnostic.code}: ${message}`
    })
    // A snippet must see what an installed package ships: a source file of this repository means a path leaked in.
    for (const { fileName } of program.getSourceFiles()) {
      const path = relative(root, fileName)
      if (
        !path.startsWith('..') &&
        !fileName.startsWith(workDir) &&
        !/(^|\/)(node_modules|dist)\//.test(path)
      ) {
        problems.push(`a snippet resolved to the source file ${path} instead of a built package`)
      }
    }
    return problems
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

const missing = missingBuildOutputs()
if (missing.length) {
  process.stderr.write(
    `README check: the build is missing (${missing.join(', ')}): run npm run build first.\n`,
  )
  process.exit(1)
}
const blocks: Block[] = READMES.flatMap((readme) =>
  codeBlocks(fromMarkdown(readFileSync(join(root, readme), 'utf8')))
    .filter((code) => CHECKED_LANGUAGES.has(code.lang ?? ''))
    .map((code) => ({ readme, code })),
)
const problems = [...staleCopies(blocks), ...typeCheck(blocks)]
if (problems.length) {
  process.stderr.write(
    `README check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  )
  process.exit(1)
}
const copies = blocks.filter(({ code }) => copiedPath(code)).length
process.stdout.write(
  `README check: ${blocks.length} TypeScript blocks of ${READMES.length} READMEs type-check against the built packages; ${copies} copies match their files.\n`,
)
