export type * from '../types'
export type { FormDocument } from '../toFormDocument'
