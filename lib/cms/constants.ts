/**
 * Content service constants (spec section 9) and the local store's settings, as data, so the client,
 * the local CDN and the tests read the same numbers.
 */
export const CMS_LIMITS = {
  /** Page size of story lists. */
  perPage: 25,
  /** Storyblok refuses larger pages of stories. */
  maxPerPage: 100,
  /** by_uuids requests carry at most this many uuids; also the most relations resolved inline. */
  uuidBatch: 50,
  /** The links endpoint pages up to 1000 entries; slugs are small, so one request usually does. */
  linksPerPage: 1000,
  /** Requests per second per process (Storyblok's CDN limit for uncached requests is higher). */
  rateLimit: 5,
  /** A 429 is retried this often ... */
  maxRetries: 10,
  /** ... this many milliseconds apart. */
  retryDelayMs: 300,
  /** A CMS that does not answer must not hold a page render forever. */
  timeoutSeconds: 10,
} as const

/**
 * The local CDN. The endpoint's host never resolves: the client's fetch answers it in-process, so
 * `next build` and tests need no server and no network. The tokens play the roles of Storyblok's
 * preview token (draft and published) and public token (published only).
 */
export const LOCAL_CDN = {
  endpoint: 'http://cms.local/v2',
  previewToken: 'local-preview-token',
  publicToken: 'local-public-token',
} as const

/** Storyblok's slug of a folder's start page; the shop asks for it with the empty slug. */
export const HOME_SLUG = 'home'

/**
 * The page a preview link was opened on, handed from the proxy to /cms-preview. A header, because a
 * route reached through a rewrite sees the visitor's query string, not the one the rewrite added.
 */
export const PREVIEW_PATH_HEADER = 'x-preview-path'
