/**
 * The production server (`npm start`, the browser tests' server, the bench): Next's own request
 * handler behind a node:http server, with the response cache for prerendered pages in front (ADR
 * 0025) and the build's scripts and styles answered from memory, compressed at build time (ADR
 * 0041). Pages' scripts are requested after their first paint (ADR 0044): their HTML is rewritten
 * before it is compressed, so the compression Next would do is done here. Reads PORT (3000) and
 * listens on all interfaces like `next start` (not HOSTNAME, which container runtimes set to the
 * container's name); RESPONSE_CACHE=off turns the cache off. Every request gets the client address
 * from the socket (or TRUSTED_PROXIES' X-Forwarded-For entry) in a header no client can set (ADR 0050).
 */
import http from 'node:http'
import next from 'next'
import { withScriptsAfterPaint } from './after-paint.mjs'
import { parseTrustedProxies, withClientAddress } from './client-address.mjs'
import { loopbackRefresh, withResponseCache } from './cached-handler.mjs'
import { withCompression } from './compression.mjs'
import { RESPONSE_CACHE_KEY, ResponseCache } from './response-cache.mjs'
import { StaticAssets, withStaticAssets } from './static-assets.mjs'

process.env.NODE_ENV = 'production'
const port = Number(process.env.PORT || 3000)
const trustedProxies = trustedProxiesOrExit()

const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()

const cache = new ResponseCache({
  // Two brands' prerendered pages in each accepted encoding fit many times over.
  maxBytes: 64 * 1024 * 1024,
  // A safety net: pages change through the CMS webhook, which clears the cache at once.
  ttlMs: 60_000,
  // Past that, one more quiet-time visitor is answered from the old copy while it is renewed.
  staleMs: 10 * 60_000,
})
// The CMS webhook and the content index (bundled by Next, same process) clear it through this.
globalThis[RESPONSE_CACHE_KEY] = cache

const rendered = withCompression(withScriptsAfterPaint(handle))
const pages =
  process.env.RESPONSE_CACHE === 'off' ? rendered : withResponseCache(rendered, cache, loopbackRefresh(port))
// Scripts and styles in the encodings compressed at build time (ADR 0041).
const assets = withStaticAssets(pages, new StaticAssets({ distDir: process.env.NEXT_DIST_DIR || '.next' }))
const listener = withClientAddress(assets, trustedProxies)
const server = http.createServer((req, res) => void listener(req, res))
// Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node's default
// is 5 s): a client that reuses a socket just as the server closes it gets ECONNRESET on its request.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port}`)
})

/** A bad TRUSTED_PROXIES stops the server with one line (`npm start` checks it before, lib/env.ts). */
function trustedProxiesOrExit() {
  try {
    return parseTrustedProxies(process.env.TRUSTED_PROXIES)
  } catch (error) {
    console.error(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  })
}
