import { cacheKeyOf, storableKind, storedHeaders } from './response-cache.mjs'

/** Marks an answer from the response cache (tests and load checks read it; browsers ignore it). */
export const CACHE_HEADER = 'x-response-cache'

/**
 * Wraps Next's request handler: a request with a key whose answer is stored is answered from memory;
 * any other request goes to Next unchanged, and a GET's answer is stored when storableKind allows it
 * (a request that may be answered only from a shared rendering stores only such an answer).
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {import('./response-cache.mjs').ResponseCache} cache
 */
export function withResponseCache(handle, cache) {
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const lookup = cacheKeyOf(req)
    if (lookup === null) return handle(req, res)
    const hit = cache.get(lookup.key, lookup.sharedOnly)
    if (hit) {
      res.writeHead(200, { ...hit.headers, 'Content-Length': hit.body.length, [CACHE_HEADER]: 'hit' })
      res.end(req.method === 'HEAD' ? undefined : hit.body)
      return undefined
    }
    if (req.method === 'GET') record(res, lookup, cache)
    return handle(req, res)
  }
}

/**
 * Keeps the bytes Next writes (after its compression, which the key's accept-encoding selects) and
 * stores them when the answer ends storable.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {{ key: string, sharedOnly: boolean }} lookup
 * @param {import('./response-cache.mjs').ResponseCache} cache
 */
function record(res, { key, sharedOnly }, cache) {
  const generation = cache.generation
  /** @type {Buffer[] | null} */
  let chunks = []
  let size = 0
  const limit = cache.maxBytes / 4
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunks === null || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk))
    size += buffer.length
    if (size > limit) chunks = null
    else chunks.push(buffer)
  }
  const write = res.write
  const end = res.end
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    const kind = chunks && storableKind(res.statusCode, res.getHeaders())
    if (chunks && kind && (kind === 'shared' || !sharedOnly)) {
      const headers = storedHeaders(res.getHeaders(), res.getRawHeaderNames())
      cache.set(key, { headers, body: Buffer.concat(chunks), shared: kind === 'shared' }, generation)
    }
    chunks = null
    return end.call(this, chunk, encoding, callback)
  }
}
