import { describe, expect, it } from 'vitest'
import { outcomeOf } from './upload-request'

describe('outcomeOf', () => {
  it('passes a success body on', () => {
    expect(outcomeOf(200, '{"id":"up-1"}')).toEqual({ ok: true, body: { id: 'up-1' } })
  })

  it.each([
    [
      415,
      '{"error":{"status":415,"message":"HEIC kann nicht gelesen werden"}}',
      'HEIC kann nicht gelesen werden',
    ],
    [429, '{"error":{"status":429,"message":"Quota reached"}}', 'Quota reached'],
    [500, '<html>oops</html>', ''],
    [0, '', ''],
  ])('a %i answer keeps the server’s message', (status, text, message) => {
    expect(outcomeOf(status, text)).toEqual({
      ok: false,
      status,
      message,
      key: null,
      retryAfterSeconds: null,
    })
  })

  it('keeps the refusal’s key and Retry-After, so the panel can tell the quota from a busy shop', () => {
    const busy = '{"error":{"status":429,"message":"Bitte warten","key":"render.too-many"}}'
    expect(outcomeOf(429, busy, '2')).toMatchObject({ key: 'render.too-many', retryAfterSeconds: 2 })
    const quota = '{"error":{"status":429,"message":"Höchstzahl","key":"upload.quotaFiles"}}'
    expect(outcomeOf(429, quota)).toMatchObject({ key: 'upload.quotaFiles', retryAfterSeconds: null })
    expect(outcomeOf(503, busy, 'Fri, 27 Nov 2026 18:00:00 GMT')).toMatchObject({ retryAfterSeconds: null })
  })
})
