/**
 * Bounds of design approval (issue 31 point 8, ADR 0096), shared by the domain, the endpoints' schemas
 * and the forms that show them. Plain data: the browser imports it too.
 */
export const APPROVAL_LIMITS = {
  /** Versions kept per design; older ones go unless someone commented on or approved them. */
  keptVersions: 20,
  commentText: 1000,
  reviewerName: 60,
  /** A design collects at most this many comments; a flood of pins helps nobody. */
  commentsPerDesign: 300,
  /** Comments and approvals one client address may send per window. */
  perClient: { limit: 20, windowMs: 10 * 60_000 },
  /** The same per link, over every address (a link passed round the family). */
  perToken: { limit: 60, windowMs: 60 * 60_000 },
} as const

/** The reviewer's name, remembered in their browser only (their comments carry it). */
export const REVIEWER_NAME_COOKIE = 'design_reviewer'
