import { describe, expect, test } from 'vitest'
import { isUnderRoute } from './attribution'

describe('dual-session admin route matching (reference unit)', () => {
  test.each([
    ['/admin', '/admin', true],
    ['/admin/collections/users', '/admin', true],
    ['/admin/collections/users', '/admin/', true],
    ['/admin', '/admin//', true],
    ['/administrators', '/admin', false],
    ['/account/admin', '/admin', false],
    ['/', '/admin', false],
    // An admin served at the site's root owns every path.
    ['/anything', '/', true],
    ['/anything', '', true],
  ])('%s under the admin route %j: %s', (pathname, route, expected) => {
    expect(isUnderRoute(pathname, route)).toBe(expected)
  })
})
