// @ts-check
/**
 * What the production server puts around Next's request handler (server/start.mjs). Plain JavaScript
 * because the server loads it before Next.
 *
 * By default: the build's scripts and styles from memory (ADR 0041), the response cache for
 * prerendered pages (ADR 0025, 0040, 0042), pages' scripts after their first paint (ADR 0044) and the
 * compression that rewriting needs. Each of these reads a form of Next's output that Next does not
 * document (ADR 0054). With RESPONSE_CACHE=off none of them runs: Next answers as under `next start`,
 * compressing itself (next.config reads the same variable), so a Next upgrade that changed one of
 * those forms can ship before the server is adapted. The client address (ADR 0050) is added either
 * way: it reads only the socket, and the rate limits depend on it.
 */
import { withScriptsAfterPaint } from './after-paint.mjs'
import { loopbackRefresh, withResponseCache } from './cached-handler.mjs'
import { withClientAddress } from './client-address.mjs'
import { withCompression } from './compression.mjs'
import { RESPONSE_CACHE_KEY, ResponseCache } from './response-cache.mjs'
import { StaticAssets, withStaticAssets } from './static-assets.mjs'

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} Handler
 */

/**
 * True when the server must answer as plain Next (RESPONSE_CACHE=off, ADR 0054).
 *
 * @param {Record<string, string | undefined>} env
 */
export function plainNext(env) {
  return env.RESPONSE_CACHE === 'off'
}

/**
 * The listener for node:http around Next's `handle`. Throws when a part cannot work with the
 * installed Next (its message names the part and the fallback).
 *
 * @param {{ handle: Handler, plain: boolean, port: number, distDir: string, trustedProxies: number }} options
 * @returns {Handler}
 */
export function serverListener({ handle, plain, port, distDir, trustedProxies }) {
  if (plain) return withClientAddress(handle, trustedProxies)
  const cache = new ResponseCache({
    // Two brands' prerendered pages in each accepted encoding fit many times over.
    maxBytes: 64 * 1024 * 1024,
    // A safety net: pages change through the CMS webhook, which clears the cache at once.
    ttlMs: 60_000,
    // Past that, one more quiet-time visitor is answered from the old copy while it is renewed.
    staleMs: 10 * 60_000,
  })
  const rendered = withCompression(withScriptsAfterPaint(handle))
  const pages = withResponseCache(rendered, cache, loopbackRefresh(port))
  // Scripts and styles in the encodings compressed at build time (ADR 0041).
  const assets = withStaticAssets(pages, new StaticAssets({ distDir }))
  // The CMS webhook and the content index (bundled by Next, same process) clear it through this
  // (lib/http/response-cache.ts); set last, so a listener that could not be built leaves none.
  Reflect.set(globalThis, RESPONSE_CACHE_KEY, cache)
  return withClientAddress(assets, trustedProxies)
}
