// @ts-check
/**
 * The production server (`npm start`, the browser tests' server, the bench): Next's own request
 * handler behind a node:http server, with the response cache for prerendered pages in front (ADR
 * 0025) and the build's scripts and styles answered from memory, compressed at build time (ADR
 * 0041). Pages' scripts are requested after their first paint (ADR 0044): their HTML is rewritten
 * before it is compressed, so the compression Next would do is done here. Reads PORT (3000) and
 * listens on all interfaces like `next start` (not HOSTNAME, which container runtimes set to the
 * container's name). RESPONSE_CACHE=off serves plain Next: no cache, no rewriting, Next's own
 * compression (server/listener.mjs, ADR 0054). Every request gets the client address from the socket
 * (or TRUSTED_PROXIES' X-Forwarded-For entry) in a header no client can set (ADR 0050).
 */
import http from 'node:http'
import next from 'next'
import { parseTrustedProxies } from './client-address.mjs'
import { plainNext, serverListener } from './listener.mjs'

// Next's types declare NODE_ENV read-only; the server is production whatever the shell set.
Object.assign(process.env, { NODE_ENV: 'production' })
const port = Number(process.env.PORT || 3000)
const trustedProxies = trustedProxiesOrExit()

// Next's public custom-server API: next() and getRequestHandler() (ADR 0054).
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' })
await app.prepare()
const listener = listenerOrExit(app.getRequestHandler())
const server = http.createServer((req, res) => void listener(req, res))
// Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node's default
// is 5 s): a client that reuses a socket just as the server closes it gets ECONNRESET on its request.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, () => {
  console.log(
    `▲ Ready on http://localhost:${port}${plainNext(process.env) ? ' (RESPONSE_CACHE=off: plain Next)' : ''}`,
  )
})

/**
 * The listener around Next's handler; a part that cannot work with the installed Next (an upgrade
 * moved what it reads, ADR 0054) stops the server with its message instead of serving half of it.
 *
 * @param {import('./listener.mjs').Handler} handle
 */
function listenerOrExit(handle) {
  try {
    return serverListener({
      handle,
      plain: plainNext(process.env),
      port,
      distDir: process.env.NEXT_DIST_DIR || '.next',
      trustedProxies,
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}

/**
 * A bad TRUSTED_PROXIES stops the server with one line (`npm start` checks it before, lib/env.ts).
 *
 * @returns {number}
 */
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
