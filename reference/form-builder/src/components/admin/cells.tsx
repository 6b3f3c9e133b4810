'use client'

export const FieldCountCell = ({ cellData }: { cellData?: unknown }) => <span>{Array.isArray(cellData) ? cellData.length : 0}</span>
export const StepCountCell = ({ cellData }: { cellData?: unknown }) => <span>{Array.isArray(cellData) && cellData.length ? cellData.length : '—'}</span>
export const PollCell = ({ cellData }: { cellData?: { type?: string } }) => <span>{cellData?.type ?? '—'}</span>
