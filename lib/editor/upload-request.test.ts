import { describe, expect, it } from 'vitest'
import { outcomeOf, postPhoto } from './upload-request'

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

describe('postPhoto', () => {
  it('sends the file as a photo to the uploads endpoint with the locale header', async () => {
    const sent: { url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} }
    const xhr = {
      upload: {},
      status: 201,
      responseText: '{"id":"up-1"}',
      getResponseHeader: () => null,
      open: (_method: string, url: string) => (sent.url = url),
      setRequestHeader: (name: string, value: string) => (sent.headers[name] = value),
      send(body: FormData) {
        sent.body = body
        ;(this as unknown as { onload: () => void }).onload()
      },
    }
    const file = new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' })
    const outcome = await postPhoto(file, 'de-DE', undefined, () => xhr as unknown as XMLHttpRequest)
    expect(outcome).toEqual({ ok: true, body: { id: 'up-1' } })
    expect(sent.url).toBe('/web-api/uploads')
    expect(sent.headers).toEqual({ locale: 'de-DE' })
    expect(sent.body?.get('purpose')).toBe('photo')
    expect((sent.body?.get('file') as File).name).toBe('beach.jpg')
  })
})
