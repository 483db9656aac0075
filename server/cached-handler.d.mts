// Types of cached-handler.mjs (plain JavaScript: the server loads it before Next).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ResponseCache } from './response-cache.mjs'

export declare const CACHE_HEADER: string
export declare function withResponseCache(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  cache: ResponseCache,
): (req: IncomingMessage, res: ServerResponse) => unknown
