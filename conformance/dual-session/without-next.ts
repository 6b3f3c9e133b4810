/**
 * Run by the DS-25 test in a child process: loads the implementation (argv[2]) with `next` made
 * unresolvable, stamps a request, then calls dualSessionProxy. Prints one JSON line: whether the
 * module loaded, and what calling the Next.js proxy did.
 */
import { register } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { Implementation } from '../kit/contract'

const refuseNext = `export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'next' || specifier.startsWith('next/')) {
    throw Object.assign(new Error('next is not installed (' + specifier + ')'), { code: 'ERR_MODULE_NOT_FOUND' })
  }
  return nextResolve(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(refuseNext)}`)

const secret = 'ds-without-next-secret-0123456789'
const report = async () => {
  let implementation: Implementation
  try {
    implementation = (
      (await import(pathToFileURL(process.argv[2]!).href)) as { default: Implementation }
    ).default
  } catch (error) {
    return { loaded: false, error: String((error as Error).message).slice(0, 300) }
  }
  const proxy = implementation.dualSessionProxy!
  const stamped = await proxy.stampRequest(
    new Request('http://127.0.0.1/admin', { headers: { Referer: 'http://127.0.0.1/blog' } }),
    { secret },
  )
  const called = await Promise.resolve()
    .then(() => proxy.dualSessionProxy!({ secret })(new Request('http://127.0.0.1/admin')))
    .then(
      () => 'answered',
      (error: Error) => String(error.message).slice(0, 300),
    )
  return { loaded: true, stamped: [...stamped.keys()].length, called }
}
console.log(JSON.stringify(await report()))
