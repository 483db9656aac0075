import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from '@/bench/http-client'
import {
  NEXT_COMPRESSION,
  NEXT_RELEASE_COMPRESSION_STREAM,
  nextCompression,
  withCompression,
} from './compression.mjs'
import { listenOnLoopback, type LoopbackServer } from './testing/loopback-server'

/**
 * The parts of Next the server uses that need no build (ADR 0054): the Next version its contract was
 * checked against, and Next's internal compression files. tests/start/next-contract.ts checks the
 * build's forms after `next build`.
 */

/** The Next version the forms listed in ADR 0054 were checked against. */
const CHECKED_NEXT = '16.4.6'

describe('the Next the server was written for', () => {
  it('is the version package.json pins and node_modules holds', () => {
    const pinned = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
    ).dependencies.next
    const installed = (createRequire(import.meta.url)('next/package.json') as { version: string }).version
    const upgrade = `Next ${pinned} / ${installed} is not the ${CHECKED_NEXT} the server's contract was checked against: run tests/start/next-contract.ts on a build, go through docs/adr/0054, then update CHECKED_NEXT`
    expect(pinned, upgrade).toBe(CHECKED_NEXT)
    expect(installed, upgrade).toBe(CHECKED_NEXT)
  })

  it(`still has its compression middleware at ${NEXT_COMPRESSION} and ${NEXT_RELEASE_COMPRESSION_STREAM}`, () => {
    // nextCompression() throws a message naming the moved file and the fallback.
    expect(() => nextCompression()).not.toThrow()
  })
})

describe('withCompression (Next’s middleware)', () => {
  const PAGE = '<p>Hochzeitskarten mit Eukalyptus</p>'.repeat(100)
  let server: LoopbackServer
  beforeAll(async () => {
    server = await listenOnLoopback(
      withCompression((_req: IncomingMessage, res: ServerResponse) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(PAGE)
      }),
    )
  })
  afterAll(() => server.close())

  it('gzips a page for a client that takes gzip and leaves it plain for one that does not', async () => {
    const url = `http://127.0.0.1:${server.port}/`
    const gzip = await send('GET', url, { headers: { 'accept-encoding': 'gzip' }, fresh: true })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(PAGE)
    const plain = await send('GET', url, { fresh: true })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(PAGE)
  })
})
