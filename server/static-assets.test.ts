import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from '@/bench/http-client'
import { precompressStatic } from '@/lib/build/precompress'
import { StaticAssets, withStaticAssets } from './static-assets.mjs'
import { listenOnLoopback, type LoopbackServer } from './testing/loopback-server'

const SCRIPT = '/_next/static/chunks/app.js'
const CHANGED = '/_next/static/chunks/changed.js'
const GONE = '/_next/static/chunks/gone.js'
const SOURCE = 'function shop(){return "Hochzeitskarten"}\n'.repeat(300)

/** A stand-in for Next's static file serving: gzip like Next, its headers, a count of calls. */
let distDir = ''
const calls = new Map<string, number>()
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const pathname = (req.url ?? '').split('?')[0] ?? ''
  calls.set(pathname, (calls.get(pathname) ?? 0) + 1)
  const body =
    pathname === GONE
      ? null
      : await readFile(path.join(distDir, pathname.slice('/_next/'.length))).catch(() => null)
  if (body === null) {
    res.statusCode = 404
    res.end('not found')
    return
  }
  res.setHeader('Content-Type', 'application/javascript; charset=UTF-8')
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('ETag', 'W/"next-etag"')
  res.setHeader('Accept-Ranges', 'bytes')
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('Content-Encoding', 'gzip')
  res.end(gzipSync(body))
}

let server: LoopbackServer
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'static-assets-'))
  await mkdir(path.join(distDir, 'static/chunks'), { recursive: true })
  for (const file of [SCRIPT, CHANGED, GONE]) {
    await writeFile(path.join(distDir, file.slice('/_next/'.length)), SOURCE)
  }
  await precompressStatic({ distDir })
  // The build output changed after its copies were made: they must never be served.
  await writeFile(path.join(distDir, 'static/chunks/changed.js'), SOURCE + '// rewritten\n')
  server = await listenOnLoopback(withStaticAssets(fakeNext, new StaticAssets({ distDir })))
})
afterAll(async () => {
  await server.close()
  await rm(distDir, { recursive: true, force: true })
})

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return send(method, `http://127.0.0.1:${server.port}${url}`, { headers, fresh: true })
}

/** Lets the copies Next's first answer triggered load (a file read each). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('withStaticAssets', () => {
  it("answers a script in brotli from memory after Next's first answer, with Next's headers", async () => {
    const first = await get(SCRIPT, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(first.headers['content-encoding']).toBe('gzip')
    await settle()
    const second = await get(SCRIPT, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(calls.get(SCRIPT)).toBe(1)
    expect(second.status).toBe(200)
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers['content-length']).toBe(String(second.body.length))
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(second.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(second.headers.vary).toBe('Accept-Encoding')
    expect(second.headers['accept-ranges']).toBeUndefined()
    expect(brotliDecompressSync(second.body).toString()).toBe(SOURCE)
    expect(second.body.length).toBeLessThan(first.body.length)
  })

  it('answers gzip to a client without brotli, and leaves other clients and requests to Next', async () => {
    await get(SCRIPT, { 'accept-encoding': 'br' })
    await settle()
    const before = calls.get(SCRIPT) ?? 0
    const gzip = await get(`${SCRIPT}?dpl=1`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(SOURCE)
    expect(calls.get(SCRIPT)).toBe(before)
    await get(SCRIPT, {})
    await get(SCRIPT, { 'accept-encoding': 'br', range: 'bytes=0-10' })
    await get(SCRIPT, { 'accept-encoding': 'br' }, 'POST')
    await get('/_next/static/chunks/unknown.js', { 'accept-encoding': 'br' })
    await get('/_next/static/chunks/../chunks/app.js', { 'accept-encoding': 'br' })
    expect(calls.get(SCRIPT)).toBe(before + 3)
  })

  it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
    await get(SCRIPT, { 'accept-encoding': 'br' })
    await settle()
    const head = await get(SCRIPT, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const unchanged = await get(SCRIPT, { 'accept-encoding': 'br', 'if-none-match': 'W/"next-etag"' })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect(unchanged.headers.etag).toBe('W/"next-etag"')
    const other = await get(SCRIPT, { 'accept-encoding': 'br', 'if-none-match': 'W/"old"' })
    expect(other.status).toBe(200)
  })

  it('never serves a copy that differs from the file, nor learns from an answer other than 200', async () => {
    for (const file of [CHANGED, GONE]) {
      for (let i = 0; i < 3; i++) {
        await get(file, { 'accept-encoding': 'br' })
        await settle()
      }
      expect(calls.get(file)).toBe(3)
    }
  })
})
