export type * from '../types'
