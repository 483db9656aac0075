/**
 * Compression of Next's answers, done here instead of inside Next (next.config: `compress: false`)
 * so that server/after-paint.mjs can rewrite a page's plain HTML before it is compressed (ADR 0044).
 * The same middleware and the same release of a stream left by a client that went away as Next's
 * own router server uses, so every answer is encoded exactly as before. Plain JavaScript because
 * server/start.mjs loads it before Next.
 */
import compression from 'next/dist/compiled/compression/index.js'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js'

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function withCompression(handle) {
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
