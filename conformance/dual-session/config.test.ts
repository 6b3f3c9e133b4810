import type { Config } from 'payload'
import { bootHost } from '../../fixtures'
import { describeFamily, expect, expectRefusal, implementation, test } from '../harness'
import dsSite from './ds-site'
import type { DsSiteOptions } from './support'

const baseConfig = (admin?: string): Config =>
  ({
    ...(admin ? { admin: { user: admin } } : {}),
    collections: [
      { slug: 'posts', fields: [{ name: 'title', type: 'text' }] },
      { slug: 'staff', auth: true, fields: [] },
      { slug: 'members', auth: true, fields: [] },
    ],
    secret: 'unused',
  }) as unknown as Config

/** Applies the plugin as buildConfig would; a sync throw and a rejected promise both count as refusal. */
const apply = async (options: unknown, config: Config) =>
  implementation.dualSession!(options)(config)

describeFamily('DS', 'config build', () => {
  test('[DS-20] listing the admin.user collection as a plain string refuses the config build, naming it and asking for an isolate predicate', async () => {
    const refusal = bootHost<DsSiteOptions>({
      fixture: dsSite,
      implementation,
      options: { usersListing: 'plain' },
    })
    await expectRefusal(refusal, /users/)
    await expectRefusal(
      bootHost<DsSiteOptions>({
        fixture: dsSite,
        implementation,
        options: { usersListing: 'plain' },
      }),
      /isolate/i,
    )

    // admin.user named explicitly, or implied (the first auth collection), is refused the same way.
    for (const config of [baseConfig('staff'), baseConfig()]) {
      await expectRefusal(
        apply({ collections: ['staff'] }, config),
        /staff[\s\S]*isolate|isolate[\s\S]*staff/i,
      )
    }
    // With a predicate, or listing only the website collection, the build goes through.
    await expect(
      apply(
        { collections: [{ slug: 'staff', isolate: () => false }, 'members'] },
        baseConfig('staff'),
      ),
    ).resolves.toBeTruthy()
    await expect(apply({ collections: ['members'] }, baseConfig('staff'))).resolves.toBeTruthy()
  })

  test('[DS-21] an entry naming a missing or non-auth collection refuses the config build with a message naming it', async () => {
    await expectRefusal(apply({ collections: ['ghosts'] }, baseConfig('staff')), /ghosts/)
    await expectRefusal(apply({ collections: ['posts'] }, baseConfig('staff')), /posts/)
  })
})
