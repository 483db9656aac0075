import { describe, expect, it } from 'vitest'
import { BODY_NOT_JSON, BODY_TOO_LARGE, HttpError, jsonError, readJsonBody } from './json'

function post(body: BodyInit | null, headers?: HeadersInit): Request {
  return new Request('http://shop.test/web-api/x', { method: 'POST', body, headers })
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected HttpError, got ${String(error)}`)
  return error
}

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part))
      controller.close()
    },
  })
}

describe('jsonError', () => {
  it('answers with the status and a JSON error body', async () => {
    const res = jsonError(
      429,
      'Too many requests',
      { field: 'x', status: 1, message: 'no' },
      {
        headers: { 'Retry-After': '5' },
      },
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('retry-after')).toBe('5')
    expect(await res.json()).toEqual({ error: { field: 'x', status: 429, message: 'Too many requests' } })
  })
})

describe('readJsonBody', () => {
  it('parses a JSON body within the limit', async () => {
    expect(await readJsonBody(post('{"a":[1,"ü"]}'), 100)).toEqual({ a: [1, 'ü'] })
  })

  it.each([
    ['invalid JSON', '{"a":', 400, BODY_NOT_JSON],
    ['an empty body', '', 400, BODY_NOT_JSON],
    ['a body over the limit', JSON.stringify({ a: 'x'.repeat(200) }), 413, BODY_TOO_LARGE],
  ])('rejects %s', async (_name, body, status, message) => {
    const error = await failure(readJsonBody(post(body), 100))
    expect(error.status).toBe(status)
    expect(error.message).toBe(message)
    expect(error.toResponse().status).toBe(status)
  })

  it('rejects a missing body as invalid JSON', async () => {
    const error = await failure(readJsonBody(new Request('http://shop.test/', { method: 'POST' }), 100))
    expect(error.status).toBe(400)
  })

  it('rejects on a declared Content-Length over the limit before reading', async () => {
    const error = await failure(readJsonBody(post('{}', { 'content-length': '5000' }), 100))
    expect(error.status).toBe(413)
  })

  it('counts bytes, not characters', async () => {
    // 40 "€" are 40 characters but 120 bytes.
    const error = await failure(readJsonBody(post(JSON.stringify('€'.repeat(40))), 100))
    expect(error.status).toBe(413)
  })

  it('stops reading a streamed body once it passes the limit', async () => {
    const body = streamOf('["', 'x'.repeat(60), 'x'.repeat(60), '"]')
    const request = new Request('http://shop.test/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect((await failure(readJsonBody(request, 100))).status).toBe(413)
  })

  it('joins a streamed body arriving in chunks', async () => {
    const body = streamOf('{"a"', ':', '1}')
    const request = new Request('http://shop.test/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(await readJsonBody(request, 100)).toEqual({ a: 1 })
  })

  it('rejects bytes that are not UTF-8 as invalid JSON', async () => {
    const error = await failure(readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22])), 100))
    expect(error.status).toBe(400)
  })
})
