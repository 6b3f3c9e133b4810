import { defineFixture } from '../../fixtures'

/** The smallest useful host: an auth collection (also the admin user) and a public content collection. */
export default defineFixture({
  name: 'basic',
  config: () => ({
    admin: { user: 'users' },
    collections: [
      {
        slug: 'users',
        auth: true,
        fields: [{ name: 'name', type: 'text' }],
      },
      {
        slug: 'posts',
        access: { read: () => true },
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'body', type: 'textarea' },
        ],
      },
    ],
  }),
})
