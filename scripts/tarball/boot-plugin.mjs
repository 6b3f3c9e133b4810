/**
 * Boots a fresh Payload project that installed ONE plugin package from its tarball (run by
 * check.sh from inside that project): the config builds with the plugin, Payload initialises on a
 * temporary SQLite file, the plugin's collections or endpoints are there, and a Local API write and
 * read go through.   node boot-plugin.mjs <plugin>
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const plugin = process.argv[2]
const needsEditor = plugin === 'form-builder' || plugin === 'admin-wiki'

const editor = needsEditor
  ? (await import('@payloadcms/richtext-lexical')).lexicalEditor()
  : undefined

const { buildConfig, getPayload } = await import('payload')
const { sqliteAdapter } = await import('@payloadcms/db-sqlite')

/** Per plugin: how a project installs it, and what must exist once Payload is up. */
const setups = {
  'dual-session': async () => {
    const { dualSession } = await import('@payload-plugin-suite/dual-session')
    await import('@payload-plugin-suite/dual-session/proxy')
    return {
      plugins: [dualSession({ collections: ['members'] })],
      expect: (payload) =>
        payload.collections.members.config.auth.strategies.some((strategy) =>
          strategy.name.includes('members'),
        ),
    }
  },
  jobs: async () => {
    const { jobs } = await import('@payload-plugin-suite/jobs')
    return {
      plugins: [jobs({ queueControl: true })],
      // Payload registers payload-jobs only when the project defines a task.
      config: { jobs: { tasks: [{ slug: 'noop', handler: async () => ({ output: {} }) }] } },
      expect: (payload) =>
        payload.collections['payload-jobs'].config.endpoints.some(
          (endpoint) => endpoint.path === '/queue-status',
        ),
    }
  },
  'form-builder': async () => {
    const { formBuilder } = await import('@payload-plugin-suite/form-builder')
    return {
      plugins: [formBuilder({})],
      expect: (payload) =>
        Boolean(payload.collections.forms && payload.collections['form-submissions']),
    }
  },
  'admin-wiki': async () => {
    const { adminWiki } = await import('@payload-plugin-suite/admin-wiki')
    return {
      plugins: [adminWiki({})],
      expect: (payload) =>
        Boolean(payload.collections['wiki-pages'] && payload.collections['wiki-media']),
    }
  },
  webhooks: async () => {
    const { webhooks } = await import('@payload-plugin-suite/webhooks')
    return {
      plugins: [webhooks({ collections: { posts: true }, delivery: 'inline' })],
      expect: (payload) =>
        Boolean(
          payload.collections['webhook-subscriptions'] && payload.collections['webhook-deliveries'],
        ),
    }
  },
}

if (!setups[plugin])
  throw new Error(`unknown plugin "${plugin}"; known: ${Object.keys(setups).join(', ')}`)
const setup = await setups[plugin]()
const dir = mkdtempSync(join(tmpdir(), `tarball-${plugin}-`))
const payload = await getPayload({
  config: buildConfig({
    secret: 'tarball-check',
    telemetry: false,
    db: sqliteAdapter({ client: { url: `file:${join(dir, 'payload.db')}` } }),
    ...(editor ? { editor } : {}),
    admin: { user: 'users' },
    collections: [
      { slug: 'users', auth: true, fields: [] },
      { slug: 'members', auth: true, fields: [] },
      { slug: 'posts', fields: [{ name: 'title', type: 'text' }] },
    ],
    plugins: setup.plugins,
    ...setup.config,
  }),
})
try {
  if (!setup.expect(payload))
    throw new Error(
      `${plugin}: Payload booted, but the plugin's collections or endpoints are missing`,
    )
  const post = await payload.create({ collection: 'posts', data: { title: 'tarball check' } })
  const found = await payload.findByID({ collection: 'posts', id: post.id })
  if (found.title !== 'tarball check')
    throw new Error(`${plugin}: a Local API write did not read back`)
  console.log(
    `booted with @payload-plugin-suite/${plugin}: ${Object.keys(payload.collections).join(', ')}`,
  )
} finally {
  await payload.destroy()
  rmSync(dir, { force: true, recursive: true })
}
process.exit(0)
