/**
 * The production queue's bounds as data (ADR 0091): how many files one page shows, how many one ZIP
 * or one "printed" may take, how often the page asks for news, and the thumbnails' size and cache.
 */
export const PRODUCTION_LIMITS = {
  /** Rows one view shows; more asks staff to filter (a day's production is far fewer). */
  visibleFiles: 200,
  /** Files in one ZIP or one bulk "printed": a print run, not the whole archive. */
  selectedFiles: 100,
  /** Stored bytes of one ZIP: the client's disk and one request's time, not the server's memory. */
  zipBytes: 2 * 1024 * 1024 * 1024,
  /** The page refreshes itself while it is visible. */
  refreshMs: 5_000,
  thumbnail: {
    /** Long side of the first page's picture (sharp on a phone at 3x in a 100 px card). */
    longSidePx: 320,
    webpQuality: 75,
    /** A larger print file is not sent to the render pool for a thumbnail (it would take seconds). */
    maxPdfBytes: 40 * 1024 * 1024,
    /** Pictures kept per process, ~15 KB each. */
    cached: 400,
    maxPixels: 16_000_000,
    timeoutMs: 20_000,
  },
} as const
