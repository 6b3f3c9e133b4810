import type React from 'react'

/**
 * Payload's own table markup (`.table`): on a narrow screen (a phone) the table scrolls sideways
 * inside its box. Every header and body cell takes `cell`, so a plugin sets how narrow a column may get.
 */
export const AdminTable = <Key extends string>({
  cell,
  children,
  columns,
  heading,
}: {
  cell: React.CSSProperties
  /** The body rows. */
  children: React.ReactNode
  /** Each column's heading key; null heads a column of row actions. */
  columns: Array<Key | null>
  /** The plugin's translation of a heading key. */
  heading: (key: Key) => string
}) => (
  <div className="table">
    <table>
      <thead>
        <tr>
          {columns.map((key, index) => (
            <th key={key ?? index} style={cell}>
              {key && heading(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
)
