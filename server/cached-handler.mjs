// @ts-check
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gunzip } from 'node:zlib'
import { chosenEncoding } from './content-encoding.mjs'
import { cacheKeyOf, KEYED_HEADERS, keyedCookies, storableKind, storedHeadersOf } from './response-cache.mjs'

/** Marks an answer from the response cache (tests and load checks read it; browsers ignore it). */
export const CACHE_HEADER = 'x-response-cache'

/**
 * Marks the server's own request that renews a stale entry. Its value is a secret of this process,
 * so a client cannot make the cache skip its copy; it is taken out of the headers Next reads.
 */
export const REFRESH_HEADER = 'x-response-cache-refresh'

/**
 * Sends a GET for `path` with `headers` to this same server; resolves when it has ended (or failed).
 *
 * @typedef {(path: string, headers: Record<string, string>) => Promise<unknown>} Refresh
 */

/**
 * Wraps Next's request handler: a request with a key whose answer is stored is answered from memory;
 * any other request goes to Next unchanged, and a GET's answer is stored when storableKind allows it
 * (a request that may be answered only from a shared rendering stores only such an answer).
 *
 * With `refresh` (a GET to this same server), an expired entry still inside the cache's stale window
 * answers at once and one request renews it behind that answer (stale-while-revalidate): after a
 * quiet minute the next visitor does not wait for a rendering. Content changes clear the cache, so
 * only the safety-net expiry is bridged this way.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {import('./response-cache.mjs').ResponseCache} cache
 * @param {Refresh} [refresh]
 */
export function withResponseCache(handle, cache, refresh) {
  const secret = randomUUID()
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const renewal = req.headers[REFRESH_HEADER] === secret
    delete req.headers[REFRESH_HEADER]
    const lookup = cacheKeyOf(req)
    if (lookup === null) return handle(req, res)
    const hit = renewal ? undefined : cache.get(lookup.key, lookup.sharedOnly)
    if (hit && (!hit.stale || refresh)) {
      res.writeHead(200, {
        ...hit.headers,
        'Content-Length': hit.body.length,
        [CACHE_HEADER]: hit.stale ? 'stale' : 'hit',
      })
      res.end(req.method === 'HEAD' ? undefined : hit.body)
      if (hit.stale && refresh && cache.claimRefresh(lookup.key)) {
        const settle = () => cache.settleRefresh(lookup.key)
        refresh(req.url ?? '/', { ...renewalHeaders(req.headers), [REFRESH_HEADER]: secret }).then(
          settle,
          settle,
        )
      }
      return undefined
    }
    if (req.method === 'GET')
      record(res, lookup, cache, chosenEncoding(req.headers['accept-encoding']) === 'br')
    return handle(req, res)
  }
}

/**
 * Renewals as GETs to this server on loopback, through the proxy like any page request. Bounded, so a
 * hung rendering cannot keep a stale copy claimed for good.
 *
 * @param {number} port
 * @returns {Refresh}
 */
export function loopbackRefresh(port) {
  return (path, headers) =>
    new Promise((resolve) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, headers, timeout: 30_000 },
        (response) => {
          response.resume()
          response.on('end', resolve)
        },
      )
      request.on('timeout', () => request.destroy())
      request.on('error', resolve)
      request.on('close', resolve)
      request.end()
    })
}

/**
 * The headers a renewal sends: those the key is made of, and of the cookies only the keyed ones (a
 * visitor's own cookies never reach a rendering meant for everyone).
 *
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Record<string, string>}
 */
function renewalHeaders(headers) {
  /** @type {Record<string, string>} */
  const out = {}
  for (const name of KEYED_HEADERS) {
    const value = headers[name]
    if (typeof value === 'string') out[name] = value
  }
  const cookies = keyedCookies(headers.cookie)?.keyed
  if (cookies) out.cookie = cookies
  return out
}

/**
 * Keeps the bytes Next writes (after its compression, which the key's accept-encoding selects) and
 * stores them when the answer ends storable. For a client that takes brotli, the stored gzip copy is
 * then replaced by a brotli one made off the event loop (ADR 0042): every later visitor with the
 * same key gets the smaller page.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {{ key: string, sharedOnly: boolean }} lookup
 * @param {import('./response-cache.mjs').ResponseCache} cache
 * @param {boolean} brotli
 */
function record(res, { key, sharedOnly }, cache, brotli) {
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
  // Node's overloads are passed through as they came, so they are seen here as plain argument lists.
  const target =
    /** @type {{ write: (...args: unknown[]) => unknown, end: (...args: unknown[]) => unknown }} */ (
      /** @type {unknown} */ (res)
    )
  const { write, end } = target
  target.write = (chunk, encoding, callback) => {
    keep(chunk, encoding)
    return write.call(res, chunk, encoding, callback)
  }
  target.end = (chunk, encoding, callback) => {
    keep(chunk, encoding)
    const kind = chunks && storableKind(res.statusCode, res.getHeaders())
    if (chunks && kind && (kind === 'shared' || !sharedOnly)) {
      const headers = storedHeadersOf(res)
      const body = Buffer.concat(chunks)
      cache.set(key, { headers, body, shared: kind === 'shared' }, generation)
      if (brotli) {
        void brotliOfGzip(headers, body).then(
          (encoded) => encoded && cache.reencode(key, body, encoded),
          () => undefined,
        )
      }
    }
    chunks = null
    return end.call(res, chunk, encoding, callback)
  }
}

const gunzipAsync = promisify(gunzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Quality 6: a stored page is re-encoded after every rendering (at most once a minute per page and
 * key), so the level costs about twice Next's gzip (6 against 3 ms for the 127 kB card home; 300 ms
 * at quality 11) and still saves a fifth of the bytes (23.2 → 18.2 kB).
 */
export const STORED_BROTLI_QUALITY = 6

/**
 * The brotli copy of a gzip answer, with its headers; null when the answer is not gzip. The ETag is
 * kept as Next keeps it for its gzip and plain answers (computed on the page, not on the encoding):
 * conditional requests never reach the cache, they go to Next, which compares its own tag.
 *
 * @param {Record<string, number | string | string[]>} headers
 * @param {Buffer} body
 * @returns {Promise<{ headers: Record<string, number | string | string[]>, body: Buffer } | null>}
 */
export async function brotliOfGzip(headers, body) {
  const encodingName = Object.keys(headers).find((name) => name.toLowerCase() === 'content-encoding')
  if (!encodingName || headers[encodingName] !== 'gzip') return null
  const raw = await gunzipAsync(body)
  const encoded = await brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  })
  return { headers: { ...headers, [encodingName]: 'br' }, body: encoded }
}
