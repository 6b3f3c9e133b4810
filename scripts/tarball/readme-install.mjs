/**
 * Prints the README's install commands for one plugin (its ```sh block that installs
 * @payload-plugin-suite/<plugin>), with the package name (and tag) replaced by a tarball, so the
 * tarball check installs it exactly as a project following the README does.
 *   node readme-install.mjs <README.md> <plugin> <tarball>
 */
import { readFileSync } from 'node:fs'

const [readme, plugin, tarball] = process.argv.slice(2)
const name = `@payload-plugin-suite/${plugin}`
const block = readFileSync(readme, 'utf8')
  .split(/^```sh\n/m)
  .slice(1)
  .map((chunk) => chunk.slice(0, chunk.indexOf('```')))
  .find((chunk) =>
    chunk
      .split('\n')
      .some(
        (line) =>
          line.startsWith('npm install') &&
          line.split(/\s+/).some((word) => word.split('@').slice(0, 2).join('@') === name),
      ),
  )
if (!block) throw new Error(`README.md has no sh block that installs ${name}`)
const commands = block
  .split('\n')
  .map((line) => line.replace(/\s+#.*$/, '').trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) =>
    line
      .split(/\s+/)
      .map((word) => (word === name || word.startsWith(`${name}@`) ? tarball : word))
      .join(' '),
  )
console.log(commands.join('\n'))
