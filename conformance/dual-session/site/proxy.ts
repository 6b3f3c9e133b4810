// The admin app serves ds-site with or without the plugin's request proxy: the fixture option
// proxySecret (handed over in PPS_ADMIN_HOST) switches it on, as a project would install it.
import { dualSessionProxy } from '@payload-plugin-suite/dual-session/proxy'
import { NextResponse } from 'next/server'

const secret = (
  JSON.parse(process.env.PPS_ADMIN_HOST ?? '{}') as { options?: { proxySecret?: string } }
).options?.proxySecret

export const proxy = secret ? dualSessionProxy({ secret }) : () => NextResponse.next()
