import type { Endpoint } from 'payload'
import type { ResolvedCollection } from '../types'
import { loginEndpoint } from './login'
import { logoutEndpoint } from './logout'
import { meEndpoint } from './me'
import { refreshEndpoint } from './refresh'
import { registerFirstUserEndpoint } from './registerFirstUser'
import { resetPasswordEndpoint } from './resetPassword'

/** The six endpoints that write or read the session cookie; forgot-password, unlock, verify and init stay core's. */
export const sessionEndpoints = (collection: ResolvedCollection): Endpoint[] => [
  loginEndpoint(collection),
  logoutEndpoint(collection),
  refreshEndpoint(collection),
  meEndpoint(collection),
  resetPasswordEndpoint(collection),
  registerFirstUserEndpoint(collection),
]
