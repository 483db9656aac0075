import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { resetLoggerForTests } from '@/lib/log/logger'
import { DELETE, GET, POST } from './route'

// server-only throws outside Next's react-server build condition, which Vitest does not set;
// vi.mock is hoisted above the imports.
vi.mock('server-only', () => ({}))

const ENDPOINT = 'http://shop.test/web-api/client-errors'
let lines: Array<Record<string, unknown>> = []
// The route's rate limiter lives as long as the module; a fresh address per test keeps them apart.
let address = 0

function report(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-shop-client-address': `198.51.100.${address}`,
      ...headers,
    },
  })
}

const valid = {
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at f (page.js:1:2)',
  url: '/de/cart?token=abc',
  kind: 'error',
  session: 'tab-123',
  channel: 'card',
  locale: 'de-DE',
}

async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  return ((await res.json()) as { error: { status: number; message: string } }).error
}

beforeEach(() => {
  address += 1
  lines = []
  resetEnvForTests({ APP_ENV: 'test', LOG_LEVEL: 'info' })
  resetLoggerForTests({
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  })
})

afterEach(() => {
  resetEnvForTests()
  resetLoggerForTests()
})

describe('POST /web-api/client-errors', () => {
  it('logs a valid report at level error with the context fields and answers 204', async () => {
    const res = await POST(report(JSON.stringify({ ...valid, message: 'unique-204' })))
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'client error',
      channel: 'card',
      locale: 'de-DE',
      session: 'tab-123',
      url: '/de/cart?token=[Redacted]',
      kind: 'error',
      error: { message: 'unique-204', stack: valid.stack },
      service: 'print-shop',
      environment: 'test',
    })
  })

  it('logs chunk-load reports as warnings and strips a same-origin URL to its path', async () => {
    const body = { ...valid, kind: 'chunk-load', message: 'unique-chunk', url: 'http://shop.test/de/x' }
    expect((await POST(report(JSON.stringify(body)))).status).toBe(204)
    expect(lines[0]).toMatchObject({ level: 'warn', url: '/de/x' })
  })

  it.each([
    ['invalid JSON', '{"message":', 'Request body is not valid JSON'],
    ['an unknown kind', JSON.stringify({ ...valid, kind: 'oops' }), 'Invalid client error report: kind: '],
    ['an empty message', JSON.stringify({ ...valid, message: '' }), 'Invalid client error report: message: '],
    ['a JSON array', '[]', 'Invalid client error report: body: '],
    ['a foreign URL', JSON.stringify({ ...valid, url: 'https://evil.example/' }), 'url: must be'],
  ])('answers 400 to %s, naming the problem', async (_name, body, message) => {
    const res = await POST(report(body))
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.status).toBe(400)
    expect(error.message).toContain(message)
    expect(lines).toHaveLength(0)
  })

  it('answers 413 to a body over 16 KiB without logging it', async () => {
    const res = await POST(report(JSON.stringify({ ...valid, stack: 'x'.repeat(17 * 1024) })))
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toEqual({ status: 413, message: 'Request body too large' })
    expect(lines).toHaveLength(0)
  })

  it('never echoes the stack trace back', async () => {
    const res = await POST(report(JSON.stringify({ ...valid, stack: 'SECRET-STACK', kind: 'bad' })))
    expect(await res.text()).not.toContain('SECRET-STACK')
  })

  it('answers 429 with Retry-After after 30 reports a minute from one address', async () => {
    const body = JSON.stringify({ ...valid, message: 'unique-429' })
    for (let i = 0; i < 30; i += 1) expect((await POST(report(body))).status).toBe(204)
    const res = await POST(report(body))
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(res)).status).toBe(429)
    // Another address is unaffected.
    address += 1
    expect((await POST(report(body))).status).toBe(204)
  })

  it('throttles repeats of one message to 5 lines a second and summarises the rest', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 })
    try {
      const body = JSON.stringify({ ...valid, message: 'unique-throttle' })
      for (let i = 0; i < 8; i += 1) expect((await POST(report(body))).status).toBe(204)
      expect(lines.filter((l) => l.msg === 'client error')).toHaveLength(5)
      vi.setSystemTime(1_001_000)
      expect((await POST(report(body))).status).toBe(204)
      expect(lines.slice(5).map((l) => [l.level, l.msg, l.suppressed])).toEqual([
        ['error', '3 repeats suppressed', 3],
        ['error', 'client error', undefined],
      ])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('other methods', () => {
  it.each([
    ['GET', GET],
    ['DELETE', DELETE],
  ])('%s answers 405 JSON with Allow: POST', async (_name, handler) => {
    const res = handler()
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect((await errorOf(res)).status).toBe(405)
  })
})
