/**
 * The floors the shop is compared with, in their own process (pinned to the server's core):
 * /__bare/<name> answers a page's captured bytes with node:http and nothing else; /__nojs/<name> the
 * same HTML with every script removed (the zero-JS floor for Lighthouse), gzip-compressed for a
 * browser that takes it as the shop's HTML is, so the floor's page costs on the wire what the page's
 * own HTML would without scripts; any other path is passed to the shop, so the floor page gets the
 * same styles, fonts and images. Arguments: port dir shopPort.
 */
import { readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const [port = '0', dir = '', shopPort = '3000'] = process.argv.slice(2)
const pages = new Map<string, Buffer>()
for (const file of readdirSync(dir))
  if (file.endsWith('.html')) pages.set(file, readFileSync(path.join(dir, file)))

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
      // Next's gzip (its default level) for a browser that takes it, like the shop's pages.
      const gzip = kind === 'nojs' && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      const sent = gzip ? gzipSync(body) : body
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': sent.length,
        ...(gzip && { 'content-encoding': 'gzip', vary: 'Accept-Encoding' }),
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
