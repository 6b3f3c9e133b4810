import { defineImplementation } from '../../kit/contract'

/** An implementation that provides no plugins: every plugin requirement must read "not implemented". */
export default defineImplementation({ name: 'empty' })
