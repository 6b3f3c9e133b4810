/**
 * The config of a fresh project that installed @payload-plugin-suite/admin-wiki from its tarball:
 * check.sh runs `payload generate:importmap` on it and expects every admin component of the wiki
 * in the import map (the surfaces render only through it).
 */

import { adminWiki } from '@payload-plugin-suite/admin-wiki'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig } from 'payload'

export default buildConfig({
  secret: 'tarball-check',
  telemetry: false,
  db: sqliteAdapter({ client: { url: 'file::memory:' } }),
  admin: {
    user: 'users',
    importMap: {
      baseDir: import.meta.dirname,
      importMapFile: `${import.meta.dirname}/importMap.js`,
    },
  },
  collections: [
    { slug: 'users', auth: true, fields: [] },
    {
      slug: 'posts',
      fields: [
        { name: 'title', type: 'text' },
        {
          name: 'layout',
          type: 'blocks',
          blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text' }] }],
        },
      ],
    },
  ],
  plugins: [adminWiki({})],
})
