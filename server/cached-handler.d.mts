// Types of cached-handler.mjs (plain JavaScript: the server loads it before Next).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ResponseCache } from './response-cache.mjs'

export declare const CACHE_HEADER: string
export declare const REFRESH_HEADER: string
/** Sends a GET for `path` with `headers` to this same server; resolves when it has ended (or failed). */
export type Refresh = (path: string, headers: Record<string, string>) => Promise<unknown>
export declare function loopbackRefresh(port: number): Refresh
export declare function withResponseCache(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  cache: ResponseCache,
  refresh?: Refresh,
): (req: IncomingMessage, res: ServerResponse) => unknown
export declare const STORED_BROTLI_QUALITY: number
export declare function brotliOfGzip(
  headers: Record<string, number | string | string[]>,
  body: Buffer,
): Promise<{ headers: Record<string, number | string | string[]>; body: Buffer } | null>
