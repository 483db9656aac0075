/**
 * The floors the shop is compared with, in their own process (pinned to the server's core):
 * /__bare/<name> answers a page's captured bytes with node:http and nothing else; /__nojs/<name> the
 * same HTML with every script removed and the page's `Link` header without script preloads (the
 * zero-JS floor for Lighthouse, bench/zero-js.ts), compressed for a browser as the shop's stored
 * pages are (brotli at the stored pages' quality, ADR 0042, else gzip), so the floor costs on the
 * wire what the page's own HTML would without scripts; any other path is passed to the shop, so the
 * floor page gets the same styles, fonts and images. Arguments: port dir shopPort.
 */
import { readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { STORED_BROTLI_QUALITY } from '../server/cached-handler.mjs'
import { chosenEncoding } from '../server/content-encoding.mjs'

const [port = '0', dir = '', shopPort = '3000'] = process.argv.slice(2)
const pages = new Map<string, Buffer>()
/** The page's `Link` header without script preloads, per floor page (bench/zero-js.ts). */
const links = new Map<string, string>()
for (const file of readdirSync(dir)) {
  if (file.endsWith('.html')) pages.set(file, readFileSync(path.join(dir, file)))
  if (file.endsWith('.nojs.link'))
    links.set(file.slice(0, -'.nojs.link'.length), readFileSync(path.join(dir, file), 'utf8'))
}

http
  .createServer((request, response) => {
    const url = request.url ?? '/'
    const [, kind, name] = /^\/__(bare|nojs)\/([\w-]+)$/.exec(url) ?? []
    if (kind && name) {
      const body = pages.get(`${name}${kind === 'nojs' ? '.nojs' : ''}.html`)
      if (!body) {
        response.writeHead(404).end()
        return
      }
      const encoding = kind === 'nojs' ? chosenEncoding(request.headers['accept-encoding']) : null
      const sent =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY } })
          : encoding === 'gzip'
            ? gzipSync(body)
            : body
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': sent.length,
        ...(encoding && { 'content-encoding': encoding, vary: 'Accept-Encoding' }),
        ...(kind === 'nojs' && links.has(name) && { link: links.get(name) }),
      })
      response.end(sent)
      return
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: Number(shopPort),
        path: url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.writeHead(502).end())
    request.pipe(upstream)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('floor ready'))
