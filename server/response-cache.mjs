// @ts-check
/**
 * The production server's response cache for prerendered pages (ADR 0025). Plain JavaScript because
 * server/start.mjs loads it before Next, in plain Node. It holds only what the build prerendered (the
 * same bytes for every visitor, no nonce) and answers a request from it only when the request carries
 * nothing that could change the answer: every request the rules below cannot prove visitor-independent
 * goes to Next and its proxy as before.
 */

/**
 * Where the running server keeps its cache on globalThis: the CMS webhook and the content index
 * (bundled by Next, same process) clear it through lib/http/response-cache.ts.
 */
export const RESPONSE_CACHE_KEY = Symbol.for('shop.responseCache')

/**
 * Cookies the proxy reads that choose the page: part of the key. The brand cookie picks the brand
 * when the host does not (lib/config/brands.ts BRAND_COOKIE).
 */
export const KEYED_COOKIES = ['shop_brand']

/**
 * Cookies proven irrelevant to a prerendered page: the consent answer (lib/consent/consent.ts) is
 * read by the browser and, on the server, only for flag-impression logs of visitors with a traffic
 * key, and such visitors never reach the cache (their key cookie is not on this list).
 */
export const IGNORED_COOKIES = ['cookie_consent']

/**
 * Cookies that do not change a shared rendering (lib/security/shared-render.ts, ADR 0031): the
 * visitor key, the traffic id (ADR 0050) and the wishlist and cart counts belong to every returning
 * visitor, and a listing rendered for everyone leaves their hearts and the header's badges to the
 * browser. A request carrying one is answered only from a shared rendering, never from a prerendered
 * page (a story page's content experiment reads the traffic id).
 */
export const SHARED_ONLY_COOKIES = ['visitor_key', 'traffic_id', 'wishlist_count', 'cart_count']

/**
 * The proxy's mark on a page rendered the same for every visitor without a session (a listing): no
 * nonce, nothing read from the visitor. Set on the response by the proxy, never by a client.
 */
export const SHARED_RENDER_HEADER = 'x-shop-shared-render'

/**
 * The proxy's mark's value on a page rendered for a visitor who brought no cookie of their own (a
 * story page or photo overview, lib/security/shared-render.ts ANONYMOUS_RENDER): stored like a
 * prerendered page.
 */
export const ANONYMOUS_RENDER = 'anonymous'

/**
 * Headers that make Next answer differently (RSC payloads, client-router prefetches, conditional and
 * partial requests, server actions, credentials): such requests always go to Next.
 */
const BYPASS_HEADERS = [
  'authorization',
  'rsc',
  'range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
]

/**
 * Next's own and its platforms' internal headers (Next-Url, Next-Router-*, Next-Action,
 * x-middleware-*, x-nextjs-*, x-now-*, x-matched-path, x-invoke-*, x-prerender-*): a request that
 * carries one is never answered from memory, so no crafted header can steer what gets stored.
 */
const INTERNAL_HEADER = /^(?:next-|x-middleware-|x-nextjs-|x-now-|x-matched-path|x-invoke-|x-prerender-)/

/** Request headers the proxy or Next's answer depend on for an otherwise cacheable request. */
export const KEYED_HEADERS = [
  'host',
  'accept-language',
  'accept-encoding',
  'x-forwarded-host',
  'x-forwarded-proto',
]

/** Response headers that belong to one connection or one moment, never stored. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const MAX_PATH_LENGTH = 512

/** An RSC request's cache-busting parameter: Next answers it with a payload, not the page. */
const RSC_PARAM = /[?&]_rsc=/

/**
 * The cache key of a request, or null when the request must go to Next. `sharedOnly` requests may be
 * answered only from a shared rendering: those with a query string (a listing's filters; on other
 * pages a CMS preview link or a flag parameter, which the proxy answers itself) or with a visitor's
 * own cookie. `headers` are Node's lower-cased incoming headers.
 *
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ key: string, sharedOnly: boolean } | null}
 */
export function cacheKeyOf(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = request.url ?? ''
  if (!url.startsWith('/') || RSC_PARAM.test(url) || url.length > MAX_PATH_LENGTH) return null
  const { headers } = request
  if (typeof headers.host !== 'string' || !headers.host) return null
  for (const name of BYPASS_HEADERS) if (headers[name] !== undefined) return null
  for (const name in headers) if (INTERNAL_HEADER.test(name)) return null
  const cookies = keyedCookies(headers.cookie)
  if (cookies === null) return null
  const parts = [url]
  for (const name of KEYED_HEADERS) {
    const value = headers[name]
    if (Array.isArray(value)) return null
    parts.push(value ?? '')
  }
  parts.push(cookies.keyed)
  return { key: parts.join('\n'), sharedOnly: cookies.visitorOwn || url.includes('?') }
}

/**
 * The keyed cookies as one string, or null when any cookie is neither keyed nor proven irrelevant:
 * a session, the draft-mode cookie, a flag override, a visitor or customer key (the A/B traffic key,
 * so an experiment's variant is decided by the proxy), or anything unknown.
 *
 * `visitorOwn` says a cookie of SHARED_ONLY_COOKIES was there.
 *
 * @param {string | string[] | undefined} header
 * @returns {{ keyed: string, visitorOwn: boolean } | null}
 */
export function keyedCookies(header) {
  if (header === undefined) return { keyed: '', visitorOwn: false }
  if (Array.isArray(header)) return null
  const keyed = []
  let visitorOwn = false
  for (const pair of header.split(';')) {
    const trimmed = pair.trim()
    if (!trimmed) continue
    const at = trimmed.indexOf('=')
    const name = at < 0 ? trimmed : trimmed.slice(0, at)
    if (IGNORED_COOKIES.includes(name)) continue
    if (SHARED_ONLY_COOKIES.includes(name)) {
      visitorOwn = true
      continue
    }
    if (!KEYED_COOKIES.includes(name)) return null
    keyed.push(trimmed)
  }
  return { keyed: keyed.sort().join('; '), visitorOwn }
}

/**
 * What kind of answer may be stored, or null: always a 200 without a cookie set, without a
 * per-request nonce in its policy and varying only on headers the key covers, and either a
 * prerendered page served from Next's own cache (not stale, not rendered for this request), a page
 * the proxy marked as a shared rendering, or one it marked as rendered for a visitor without cookies
 * ('anonymous': answers the same requests as a prerendered page).
 *
 * @param {number} status
 * @param {Record<string, number | string | string[] | undefined>} headers lower-cased, as res.getHeaders()
 * @returns {'prerendered' | 'shared' | 'anonymous' | null}
 */
export function storableKind(status, headers) {
  if (status !== 200) return null
  if (headers['set-cookie'] !== undefined) return null
  const policy = headers['content-security-policy']
  if (typeof policy !== 'string' || policy.includes("'nonce-")) return null
  if (uncoveredVary(headers.vary).length > 0) return null
  if (headers[SHARED_RENDER_HEADER] !== undefined) {
    if (only(headers[SHARED_RENDER_HEADER], ['1'])) return 'shared'
    // A rendering for a visitor without cookies (ADR 0112): answers only such visitors, like a
    // prerendered page, never a request that may be answered from a shared rendering only.
    return only(headers[SHARED_RENDER_HEADER], [ANONYMOUS_RENDER]) ? 'anonymous' : null
  }
  // Both marks are Next's documented ones (Next 16.4 guides, ADR 0054): x-nextjs-cache says the page
  // came from Next's cache, HIT or freshly rendered into it (MISS), not an old copy sent while it is
  // renewed (STALE) or one made by revalidation for that request (REVALIDATED); the cache policy of a
  // static or ISR page has s-maxage. Next may send a header twice: every copy must agree.
  if (!only(headers['x-nextjs-cache'], ['HIT', 'MISS'])) return null
  const control = String(headers['cache-control'] ?? '')
  if (!/(?:^|[\s,])s-maxage=\d/.test(control) || /private|no-store|no-cache/.test(control)) return null
  return 'prerendered'
}

/** Request headers a stored answer may vary on: each is part of the key or sends a request to Next. */
const COVERED_VARY = new Set([...KEYED_HEADERS, ...BYPASS_HEADERS, 'cookie'])

/**
 * The request headers an answer's Vary names that the cache neither keys on nor sends to Next
 * (empty when none): such an answer may differ for a request the cache would answer from it, so it is
 * never stored. Next's pages vary on its router headers (Next 16.4: rsc, next-router-*), which never
 * reach the cache; a header a later Next adds stops the caching of its pages until it is covered
 * (tests/start/next-contract.ts names it, ADR 0054).
 *
 * @param {number | string | string[] | undefined} vary
 * @returns {string[]}
 */
export function uncoveredVary(vary) {
  const values = Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)]
  return values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && !COVERED_VARY.has(name) && !INTERNAL_HEADER.test(name))
}

/**
 * @param {number | string | string[] | undefined} value
 * @param {string[]} allowed
 */
function only(value, allowed) {
  const values = Array.isArray(value) ? value : [value]
  return values.length > 0 && values.every((v) => typeof v === 'string' && allowed.includes(v))
}

/**
 * The headers to store: everything Next sent except connection-level headers, under the names as
 * Next spelled them (`rawNames`, from res.getRawHeaderNames()) so the copy reads like the original.
 *
 * @param {Record<string, number | string | string[] | undefined>} headers lower-cased, as res.getHeaders()
 * @param {readonly string[]} [rawNames]
 * @returns {Record<string, number | string | string[]>}
 */
export function storedHeaders(headers, rawNames = Object.keys(headers)) {
  /** @type {Record<string, number | string | string[]>} */
  const kept = {}
  for (const raw of rawNames) {
    const name = raw.toLowerCase()
    const value = headers[name]
    if (value !== undefined && !HOP_HEADERS.has(name)) kept[raw] = value
  }
  return kept
}

/**
 * The headers to store of an answer being sent. Node has getRawHeaderNames() on every outgoing
 * message; its type declarations (@types/node 20) name it on client requests only.
 *
 * @param {import('node:http').ServerResponse} res
 */
export function storedHeadersOf(res) {
  const raw = /** @type {{ getRawHeaderNames(): string[] }} */ (/** @type {unknown} */ (res))
  return storedHeaders(res.getHeaders(), raw.getRawHeaderNames())
}

/**
 * @typedef {{ headers: Record<string, number | string | string[]>, body: Buffer, shared: boolean, expires: number, refreshing?: boolean }} CacheEntry
 */

/**
 * A bounded in-memory store: entries expire after `ttlMs`, and the least recently used go first
 * when the bodies pass `maxBytes`. With `staleMs`, an expired entry is still returned (marked stale)
 * for that long after its expiry, so the caller can answer at once and renew it behind the answer;
 * a clear() (new content) drops stale entries like fresh ones.
 */
export class ResponseCache {
  /** @param {{ maxBytes: number, ttlMs: number, staleMs?: number, now?: () => number }} options */
  constructor(options) {
    this.maxBytes = options.maxBytes
    this.ttlMs = options.ttlMs
    this.staleMs = options.staleMs ?? 0
    this.now = options.now ?? Date.now
    /** @type {Map<string, CacheEntry>} */
    this.entries = new Map()
    this.bytes = 0
    /** Bumped by clear(), so an answer that started before an invalidation is not stored after it. */
    this.generation = 0
  }

  /**
   * @param {string} key
   * @param {boolean} [sharedOnly] only a shared rendering answers (see cacheKeyOf)
   */
  get(key, sharedOnly = false) {
    const entry = this.entries.get(key)
    if (!entry || (sharedOnly && !entry.shared)) return undefined
    const now = this.now()
    if (entry.expires + this.staleMs <= now) {
      this.delete(key)
      return undefined
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return { ...entry, stale: entry.expires <= now }
  }

  /**
   * Claims the renewal of a stale entry: true for the first caller only, so one request renews it
   * while the others are answered from the stale copy.
   *
   * @param {string} key
   */
  claimRefresh(key) {
    const entry = this.entries.get(key)
    if (!entry || entry.refreshing || entry.expires > this.now()) return false
    entry.refreshing = true
    return true
  }

  /**
   * After a renewal ended: an entry it did not replace (the page is gone, now private, or the
   * renewal failed) is dropped, so the next request goes to Next instead of the old copy.
   *
   * @param {string} key
   */
  settleRefresh(key) {
    if (this.entries.get(key)?.refreshing) this.delete(key)
  }

  /**
   * @param {string} key
   * @param {{ headers: Record<string, number | string | string[]>, body: Buffer, shared: boolean }} response
   * @param {number} generation the generation when the request started
   */
  set(key, response, generation) {
    if (generation !== this.generation || response.body.length > this.maxBytes / 4) return
    this.delete(key)
    this.entries.set(key, { ...response, expires: this.now() + this.ttlMs })
    this.bytes += response.body.length
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  /**
   * Replaces a stored answer's bytes with another encoding of the same answer (brotli for gzip,
   * ADR 0042), only while the entry still holds `previous`: a newer answer or a clear in between wins.
   * Expiry and the rest of the entry stay as they were.
   *
   * @param {string} key
   * @param {Buffer} previous
   * @param {{ headers: Record<string, number | string | string[]>, body: Buffer }} encoded
   */
  reencode(key, previous, encoded) {
    const entry = this.entries.get(key)
    if (!entry || entry.body !== previous) return false
    this.bytes += encoded.body.length - entry.body.length
    entry.headers = encoded.headers
    entry.body = encoded.body
    return true
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length
    this.entries.delete(key)
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
    this.generation += 1
  }
}
