/** Longest part of a request's input a message quotes: an id or a name, never a whole body. */
const QUOTED_MAX = 64

/** An input as a message may quote it: cut to QUOTED_MAX characters. */
export const quoted = (value: unknown) => {
  const text = String(value ?? '')
  return text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text
}

/** Names a message lists at most. */
const LISTED_MAX = 5

/** Names from a request as a message lists them: the first LISTED_MAX, each quoted, and how many more. */
export const listed = (names: string[]) => {
  const shown = names
    .slice(0, LISTED_MAX)
    .map((name) => `"${quoted(name)}"`)
    .join(', ')
  return names.length > LISTED_MAX ? `${shown} and ${names.length - LISTED_MAX} more` : shown
}
