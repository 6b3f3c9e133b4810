export type { FormDocument } from '../toFormDocument'
export type * from '../types'
