// @ts-check
/**
 * The build's scripts and styles (/_next/static/…, named by their content, never changed within a
 * build) answered from memory in the copies compressed at build time (lib/build/precompress.ts, ADR
 * 0041): brotli to browsers that take it, gzip otherwise. Next gzips a script again on every request
 * (8 ms of CPU for the framework's biggest chunk, 25 ms for a first visit's scripts) and has no
 * brotli. Plain JavaScript because server/start.mjs loads it before Next.
 *
 * Each file is first answered by Next; its headers (security headers, cache policy, type, ETag:
 * whatever next.config gives it) are kept with the compressed copies, after checking that the copy
 * unpacks to the very bytes Next serves. Anything this module does not know goes to Next unchanged:
 * other paths, ranges, other methods, clients that take neither encoding, files without a copy.
 */
import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { chosenEncoding } from './content-encoding.mjs'
import { storedHeadersOf } from './response-cache.mjs'

const gunzipAsync = promisify(gunzip)

/** Must match lib/build/precompress.ts (COMPRESSED_DIR, ENCODINGS). */
const COMPRESSED_DIR = 'compressed'
const SUFFIX = { br: '.br', gzip: '.gz' }

/** Headers of Next's answer that describe its own encoding or body, replaced by ours. */
const BODY_HEADERS = new Set(['content-encoding', 'content-length', 'accept-ranges', 'vary'])

/**
 * @typedef {{ headers: Record<string, number | string | string[]>, etag: string | undefined, br: Buffer, gzip: Buffer }} Asset
 */

export class StaticAssets {
  /** @param {{ distDir: string }} options */
  constructor({ distDir }) {
    this.distDir = distDir
    /** Paths with compressed copies, listed once: no request can make this module hold more. */
    this.known = new Set(listCompressed(path.join(distDir, COMPRESSED_DIR)))
    /** @type {Map<string, Asset | null>} null: the copy did not match or could not be read */
    this.assets = new Map()
  }

  /**
   * The path this module answers for a request, or null when Next must answer it.
   *
   * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
   */
  pathOf(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    if (request.headers.range !== undefined) return null
    const pathname = (request.url ?? '').split('?')[0] ?? ''
    return this.known.has(pathname) ? pathname : null
  }

  /** @param {string} pathname */
  get(pathname) {
    return this.assets.get(pathname)
  }

  /**
   * Keeps the copies of a file Next has just answered with a 200, with Next's headers. A copy that
   * does not unpack to the file (a build left half-done) is never used.
   *
   * @param {string} pathname
   * @param {Record<string, number | string | string[]>} headers
   */
  async learn(pathname, headers) {
    if (this.assets.has(pathname)) return
    const file = pathname.slice('/_next/'.length)
    try {
      const [source, br, gzip] = await Promise.all([
        readFile(path.join(this.distDir, file)),
        readFile(path.join(this.distDir, COMPRESSED_DIR, file + SUFFIX.br)),
        readFile(path.join(this.distDir, COMPRESSED_DIR, file + SUFFIX.gzip)),
      ])
      const kept = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())),
      )
      const etag = Object.entries(kept).find(([name]) => name.toLowerCase() === 'etag')?.[1]
      const matches = (await gunzipAsync(gzip)).equals(source)
      this.assets.set(
        pathname,
        matches ? { headers: kept, etag: typeof etag === 'string' ? etag : undefined, br, gzip } : null,
      )
    } catch {
      this.assets.set(pathname, null)
    }
  }
}

/**
 * Every file under the compressed folder, as the path a browser asks for.
 *
 * @param {string} root
 * @returns {string[]}
 */
function listCompressed(root) {
  /** @type {string[]} */
  let files
  try {
    files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  const paths = new Set()
  for (const file of files) {
    const original = file.endsWith(SUFFIX.br) ? file.slice(0, -SUFFIX.br.length) : null
    if (original) paths.add('/_next/' + original.split(path.sep).join('/'))
  }
  return [...paths]
}

/**
 * Wraps the server's handler: a known build file asked for in brotli or gzip is answered from memory
 * once Next has answered it once; everything else goes to `handle`.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {StaticAssets} assets
 */
export function withStaticAssets(handle, assets) {
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const pathname = assets.pathOf(req)
    if (pathname === null) return handle(req, res)
    const asset = assets.get(pathname)
    const encoding = chosenEncoding(req.headers['accept-encoding'])
    if (asset && encoding) {
      const fresh = asset.etag !== undefined && req.headers['if-none-match'] === asset.etag
      const body = asset[encoding]
      res.writeHead(fresh ? 304 : 200, {
        ...asset.headers,
        Vary: 'Accept-Encoding',
        ...(!fresh && { 'Content-Encoding': encoding, 'Content-Length': body.length }),
      })
      res.end(fresh || req.method === 'HEAD' ? undefined : body)
      return undefined
    }
    if (asset === undefined) {
      res.once('finish', () => {
        if (res.statusCode !== 200) return
        void assets.learn(pathname, storedHeadersOf(res))
      })
    }
    return handle(req, res)
  }
}
