// Types of response-cache.mjs (plain JavaScript: the server loads it before Next, without TypeScript).
export declare const RESPONSE_CACHE_KEY: unique symbol
export declare const KEYED_COOKIES: readonly string[]
export declare const IGNORED_COOKIES: readonly string[]
export declare const SHARED_ONLY_COOKIES: readonly string[]
export declare const SHARED_RENDER_HEADER: string
export declare const KEYED_HEADERS: readonly string[]

type HeaderValue = number | string | string[]

export declare function cacheKeyOf(request: {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}): { key: string; sharedOnly: boolean } | null
export declare function keyedCookies(
  header: string | string[] | undefined,
): { keyed: string; visitorOwn: boolean } | null
export declare function storableKind(
  status: number,
  headers: Record<string, HeaderValue | undefined>,
): 'prerendered' | 'shared' | null
export declare function storedHeaders(
  headers: Record<string, HeaderValue | undefined>,
  rawNames?: readonly string[],
): Record<string, HeaderValue>

export interface StoredResponse {
  headers: Record<string, HeaderValue>
  body: Buffer
  /** A shared rendering (a listing), which may also answer visitors with their own cookies. */
  shared: boolean
}

export declare class ResponseCache {
  constructor(options: { maxBytes: number; ttlMs: number; staleMs?: number; now?: () => number })
  readonly maxBytes: number
  readonly generation: number
  readonly bytes: number
  get(key: string, sharedOnly?: boolean): (StoredResponse & { expires: number; stale: boolean }) | undefined
  claimRefresh(key: string): boolean
  settleRefresh(key: string): void
  set(key: string, response: StoredResponse, generation: number): void
  reencode(
    key: string,
    previous: Buffer,
    encoded: { headers: Record<string, HeaderValue>; body: Buffer },
  ): boolean
  delete(key: string): void
  clear(): void
}
