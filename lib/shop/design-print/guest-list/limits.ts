/** Guest-list limits as data (issue 5.5: up to 5000 rows and 5 MB). */
export const GUEST_LIST_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 40,
  maxCellLength: 300,
  /** Problems listed per upload; beyond this the count says "and N more". */
  maxProblems: 200,
  xlsx: {
    /** A real guest list of 5000 rows unpacks to a few MB; a zip bomb to gigabytes. */
    maxUncompressedBytes: 60 * 1024 * 1024,
    maxEntries: 300,
    /** Deflate rarely beats 1:100 on XML; bombs reach 1:1000 and more. */
    maxRatio: 200,
  },
} as const
