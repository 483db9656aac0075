import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { send } from '@/bench/http-client'
import { globalSlot } from '@/lib/runtime/process-global'
import { AFTER_PAINT_ATTRIBUTE } from './after-paint.mjs'
import { CACHE_HEADER } from './cached-handler.mjs'
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs'
import { plainNext, serverListener } from './listener.mjs'
import { RESPONSE_CACHE_KEY } from './response-cache.mjs'
import { listenOnLoopback, type LoopbackServer } from './testing/loopback-server'

const SCRIPT = '<script src="/_next/static/chunks/main-app.js" async=""></script>'
const PAGE = `<!DOCTYPE html><html><head>${SCRIPT}</head><body>${'<p>Hochzeitskarten</p>'.repeat(100)}</body></html>`

/** A stand-in for Next answering a prerendered page (its documented marks); records the client address. */
let seenAddress: string | string[] | undefined
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  seenAddress = req.headers[CLIENT_ADDRESS_HEADER]
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-security-policy', "script-src 'self'; frame-ancestors 'none'")
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch')
  res.end(PAGE)
}

const serverCache = globalSlot<unknown>(RESPONSE_CACHE_KEY)
const distDir = mkdtempSync(path.join(tmpdir(), 'listener-test-'))
const servers: LoopbackServer[] = []
afterEach(() => serverCache.set(undefined))
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  rmSync(distDir, { recursive: true, force: true })
})

async function start(plain: boolean) {
  let listener: (req: IncomingMessage, res: ServerResponse) => unknown = fakeNext
  const server = await listenOnLoopback((req, res) => listener(req, res))
  servers.push(server)
  listener = serverListener({ handle: fakeNext, plain, port: server.port, distDir, trustedProxies: 0 })
  return (headers: Record<string, string> = {}) =>
    send('GET', `http://127.0.0.1:${server.port}/de/`, { host: 'localhost', headers, fresh: true })
}

describe('plainNext', () => {
  it('is RESPONSE_CACHE=off and nothing else', () => {
    expect(plainNext({ RESPONSE_CACHE: 'off' })).toBe(true)
    for (const value of [undefined, '', 'on', 'OFF', '0'])
      expect(plainNext({ RESPONSE_CACHE: value })).toBe(false)
  })
})

describe('serverListener', () => {
  it('with RESPONSE_CACHE=off passes Next’s answer through untouched, only adding the client address', async () => {
    const get = await start(true)
    for (let round = 0; round < 2; round++) {
      const answer = await get({ 'accept-encoding': 'gzip' })
      expect(answer.headers[CACHE_HEADER]).toBeUndefined()
      // Next compresses itself in this mode (next.config reads the same variable).
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.toString('utf8')).toBe(PAGE)
      expect(seenAddress).toBe('127.0.0.1')
    }
    expect(serverCache.get()).toBeUndefined()
  })

  it('by default rewrites, compresses and stores the page, and lets the content hooks clear it', async () => {
    const get = await start(false)
    const first = await get({ 'accept-encoding': 'gzip' })
    expect(first.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(first.body).toString('utf8')
    expect(html).toContain(AFTER_PAINT_ATTRIBUTE)
    expect(html).not.toContain(SCRIPT)
    expect(seenAddress).toBe('127.0.0.1')
    await expect
      .poll(async () => (await get({ 'accept-encoding': 'gzip' })).headers[CACHE_HEADER])
      .toBe('hit')
    expect(serverCache.get()).toBeDefined()
  })
})
