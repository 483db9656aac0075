import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptSources } from '@/bench/first-load-js'
import { send } from '@/bench/http-client'
import { AFTER_PAINT_ATTRIBUTE, AfterPaintRewriter, LOADER, withScriptsAfterPaint } from './after-paint.mjs'
import { withCompression } from './compression.mjs'
import { listenOnLoopback, type LoopbackServer } from './testing/loopback-server'

/** A page as Next writes one (per-request, with a nonce): head scripts, a preload, the bootstrap. */
const nonce = ' nonce="abc=="'
const PAGE = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low"${nonce} href="/_next/static/chunks/boot.js"/>`,
  `<script src="/_next/static/chunks/framework.js" async=""${nonce}></script>`,
  `<script src="/_next/static/chunks/page.js" async=""${nonce}></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule=""${nonce}></script>`,
  '<title>Karten</title></head><body><main><h1>Hallo</h1><img fetchPriority="high" src="/t.avif"/></main>',
  `<script${nonce}>document.documentElement.dataset.gate=""</script>`,
  `<script src="/_next/static/chunks/boot.js"${nonce} async=""></script>`,
  '<div hidden id="S:0"><p>später</p></div>',
  `<script src="/_next/static/chunks/late.js" async=""${nonce}></script>`,
  `<script${nonce}>self.__next_f.push([1,"x"])</script></body></html>`,
].join('')

const rewriteWhole = (html: string) => {
  const rewriter = new AfterPaintRewriter()
  return rewriter.push(html) + rewriter.end()
}

describe('AfterPaintRewriter', () => {
  const out = rewriteWhole(PAGE)

  it('makes Next’s script tags before the bootstrap inert and drops the script preload', () => {
    expect(out).not.toContain('rel="preload" as="script"')
    expect(out).toContain(
      `<script type="text/x-after-paint" ${AFTER_PAINT_ATTRIBUTE}="/_next/static/chunks/framework.js" async=""${nonce}></script>`,
    )
    expect(out).toContain(`${AFTER_PAINT_ATTRIBUTE}="/_next/static/chunks/page.js"`)
    expect(out).toContain(`${AFTER_PAINT_ATTRIBUTE}="/_next/static/chunks/boot.js"`)
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(framework|page|boot)\.js"/)
  })

  it('writes the loader once, right after the bootstrap, with the page’s nonce', () => {
    const loader = `<script${nonce}>${LOADER}</script>`
    expect(out.split(LOADER)).toHaveLength(2)
    expect(out).toContain(
      `${AFTER_PAINT_ATTRIBUTE}="/_next/static/chunks/boot.js"${nonce} async=""></script>${loader}`,
    )
  })

  it('leaves the polyfill, inline scripts, the content and scripts streamed after the loader alone', () => {
    expect(out).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule=""${nonce}></script>`)
    expect(out).toContain(`<script src="/_next/static/chunks/late.js" async=""${nonce}></script>`)
    expect(out).toContain('<main><h1>Hallo</h1><img fetchPriority="high" src="/t.avif"/></main>')
    expect(out).toContain(`<script${nonce}>self.__next_f.push([1,"x"])</script></body></html>`)
    // Everything the page loaded before it still loads (the budget check counts the same scripts).
    expect(scriptSources(out).sort()).toEqual(scriptSources(PAGE).sort())
  })

  it('gives the same page whatever the chunks are', () => {
    for (let a = 1; a < PAGE.length; a += 7) {
      const b = Math.min(PAGE.length, a + 1 + ((a * 31) % 200))
      const rewriter = new AfterPaintRewriter()
      const pieces =
        rewriter.push(PAGE.slice(0, a)) + rewriter.push(PAGE.slice(a, b)) + rewriter.push(PAGE.slice(b))
      expect(pieces + rewriter.end(), `cut at ${a} and ${b}`).toBe(out)
    }
  })

  it('puts the loader before </body> when the body has no bootstrap, and leaves pages without scripts alone', () => {
    const noBootstrap = PAGE.replace(
      /<script src="\/_next\/static\/chunks\/(boot|late)\.js"[^>]*><\/script>/g,
      '',
    )
    const rewritten = rewriteWhole(noBootstrap)
    expect(rewritten).toContain(`<script${nonce}>${LOADER}</script></body></html>`)
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Fehler</p></body></html>'
    expect(rewriteWhole(plain)).toBe(plain)
  })

  it('leaves a foreign or inline script as it is', () => {
    const foreign = '<html><head><script src="/other/x.js" async=""></script></head><body></body></html>'
    expect(rewriteWhole(foreign)).toBe(foreign)
  })
})

describe('withScriptsAfterPaint behind the compression', () => {
  let server: LoopbackServer
  const next = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/data') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ pages: [PAGE, PAGE] }))
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-length', Buffer.byteLength(PAGE))
    // Streamed in pieces that cut tags in half, as Next's renderer may.
    res.write(Buffer.from(PAGE.slice(0, 300)))
    res.write(PAGE.slice(300, 301))
    res.end(Buffer.from(PAGE.slice(301)))
  }

  beforeAll(async () => {
    server = await listenOnLoopback(withCompression(withScriptsAfterPaint(next)))
  })
  afterAll(() => server.close())

  it('sends the rewritten page compressed, without the length of the page Next wrote', async () => {
    const page = await send('GET', `http://127.0.0.1:${server.port}/`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(page.body).toString('utf8')).toBe(rewriteWhole(PAGE))
  })

  it('sends it whole and plain to a client without compression, and other answers as they were', async () => {
    const page = await send('GET', `http://127.0.0.1:${server.port}/`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(page.headers['content-encoding']).toBeUndefined()
    expect(page.body.toString('utf8')).toBe(rewriteWhole(PAGE))
    expect(Number(page.headers['content-length'] ?? page.body.length)).toBe(page.body.length)
    const data = await send('GET', `http://127.0.0.1:${server.port}/data`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(data.headers['content-type']).toBe('application/json')
    expect(JSON.parse(gunzipSync(data.body).toString('utf8'))).toEqual({ pages: [PAGE, PAGE] })
  })
})
