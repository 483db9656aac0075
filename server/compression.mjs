// @ts-check
/**
 * Compression of Next's answers, done here instead of inside Next (next.config: `compress: false`)
 * so that server/after-paint.mjs can rewrite a page's plain HTML before it is compressed (ADR 0044).
 * The same middleware and the same release of a stream left by a client that went away as Next's
 * own router server uses, so every answer is encoded exactly as before. Plain JavaScript because
 * server/start.mjs loads it before Next.
 *
 * Both are files inside Next, not its public API (Next has no public compression hook): ADR 0054
 * pins them to the Next version in package.json, and server/next-contract.test.ts fails naming the
 * file when an upgrade moves one. They are loaded with require, as Next's router server loads them.
 */
import { createRequire } from 'node:module'

/** Next's copy of the `compression` middleware (Next 16.4: next/dist/server/lib/router-server.js). */
export const NEXT_COMPRESSION = 'next/dist/compiled/compression/index.js'
/** Ends the zlib stream of an answer whose client went away (the same module's close handler). */
export const NEXT_RELEASE_COMPRESSION_STREAM = 'next/dist/server/lib/release-compression-stream.js'

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} Middleware
 */

const require = createRequire(import.meta.url)

/**
 * Next's compression middleware factory and its stream release, or an error that names the file an
 * upgrade of Next moved (server/start.mjs then stops and names the fallback, ADR 0054).
 *
 * @returns {{ compression: () => Middleware, releaseCompressionStream: (res: import('node:http').ServerResponse) => void }}
 */
export function nextCompression() {
  const compression = /** @type {unknown} */ (load(NEXT_COMPRESSION))
  const release = /** @type {{ releaseCompressionStream?: unknown }} */ (
    load(NEXT_RELEASE_COMPRESSION_STREAM)
  )
  if (typeof compression !== 'function') throw changed(NEXT_COMPRESSION, 'exports no middleware factory')
  if (typeof release.releaseCompressionStream !== 'function') {
    throw changed(NEXT_RELEASE_COMPRESSION_STREAM, 'exports no releaseCompressionStream')
  }
  return {
    compression: /** @type {() => Middleware} */ (compression),
    releaseCompressionStream: /** @type {(res: import('node:http').ServerResponse) => void} */ (
      release.releaseCompressionStream
    ),
  }
}

/** @param {string} file */
function load(file) {
  try {
    return /** @type {unknown} */ (require(file))
  } catch (error) {
    throw changed(
      file,
      `cannot be loaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    )
  }
}

/**
 * @param {string} file
 * @param {string} what
 */
function changed(file, what) {
  return new Error(
    `Next's internal ${file} ${what}: server/compression.mjs cannot compress pages after ` +
      `server/after-paint.mjs. Pin next back or adapt the server (docs/adr/0054); RESPONSE_CACHE=off ` +
      `serves the shop as plain Next meanwhile.`,
  )
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function withCompression(handle) {
  const { compression, releaseCompressionStream } = nextCompression()
  const compress = compression()
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    compress(req, res, () => undefined)
    // On a client's disconnect the middleware never ends its zlib stream, which then outlives GC.
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res)
    })
    return handle(req, res)
  }
}
