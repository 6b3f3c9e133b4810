import { FAMILIES, type Family } from './contract'

/** A requirement ID: the family prefix, a dash, two or three digits (`DS-03`, `WH-107`). */
const ID = /^([A-Z]+)-\d{2,3}$/
/** A conformance test title starts with its ID in brackets and a space: `[WH-07] signs …`. */
const TITLE = /^\[([A-Z]+-\d{2,3})\] \S/

export const familyOf = (requirementId: string): Family | undefined => {
  const prefix = ID.exec(requirementId)?.[1]
  return prefix && prefix in FAMILIES ? (prefix as Family) : undefined
}

/** The requirement ID a test title starts with, when it names a known family. */
export const requirementIdOfTitle = (title: string): string | undefined => {
  const id = TITLE.exec(title)?.[1]
  return id && familyOf(id) ? id : undefined
}

/** Like requirementIdOfTitle, for code that registers tests: a title without an ID is a defect in the suite. */
export const requireRequirementId = (title: string): string => {
  const id = requirementIdOfTitle(title)
  if (!id)
    throw new Error(
      `Conformance test title must start with a known requirement ID like "[HOST-01] ...": "${title}"`,
    )
  return id
}

/**
 * The requirements a run is limited to (CONFORMANCE_REQUIREMENTS=WK-24,WK-26, set by the CLI's
 * --requirement); undefined when it runs them all.
 */
export const selectedRequirements = (
  value = process.env.CONFORMANCE_REQUIREMENTS,
): string[] | undefined => {
  const ids = value
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  return ids?.length ? ids : undefined
}
