import type { ConsentSource, Department, FromAddress } from '../../types'

/** What intake stored about an answer at submit time (see hooks/intake.ts). */
export interface AnswerDescriptor {
  type?: string
  label?: string
  /** Chosen options of select, radio and vote answers, with their labels then. */
  options?: Array<{ value: unknown; label?: string } | null>
  /** Country name of a country answer. */
  country?: string
  /** Columns of a repeater. */
  columns?: Array<{ name: string; label?: string; type?: string }>
  /** The stored file of a file answer. */
  upload?: {
    collection: string
    id: string | number
    filename?: string
    mimeType?: string
    size?: number
  }
}

export interface ConsentEntry {
  field: string
  source: string
  state: 'agreed' | 'declined'
  capturedAt: string
}

/** GET /api/forms/consent-sources */
export interface ConsentSourceList {
  sources: Array<Pick<ConsentSource, 'id' | 'title' | 'url'>>
}

/** GET /api/forms/departments */
export interface DepartmentList {
  departments: Array<Pick<Department, 'id' | 'name'>>
}

/** GET /api/forms/sender-addresses */
export interface SenderList {
  senders: FromAddress[]
}
