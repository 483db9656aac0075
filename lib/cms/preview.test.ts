import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isValidPreview, isValidWebhookSignature, previewParamsOf, previewReturnPath } from './preview'

const TOKEN = 'preview-token-of-the-space'
const now = 1_800_000_000
const sign = (space: string, ts: number, token = TOKEN) =>
  createHash('sha1').update(`${space}:${token}:${ts}`).digest('hex')
const query = (fields: Record<string, string>) => new URLSearchParams(fields)
const params = (ts: number, token: string) =>
  previewParamsOf(
    query({
      _storyblok: '1001',
      '_storyblok_tk[space_id]': '42',
      '_storyblok_tk[timestamp]': String(ts),
      '_storyblok_tk[token]': token,
    }),
  )

describe('draft preview token', () => {
  it('accepts a fresh token made with the preview token', () => {
    const p = params(now - 10, sign('42', now - 10))
    expect(p && isValidPreview(p, TOKEN, now)).toBe(true)
  })

  it.each([
    ['made with another token', params(now, sign('42', now, 'guess'))],
    ['for another space', params(now, sign('43', now))],
    ['older than an hour', params(now - 3601, sign('42', now - 3601))],
    ['from the future', params(now + 600, sign('42', now + 600))],
    ['empty', params(now, '')],
  ])('ignores a token %s', (_, p) => {
    expect(p !== null && isValidPreview(p, TOKEN, now)).toBe(false)
  })

  it('needs every parameter, digits only', () => {
    expect(previewParamsOf(query({ _storyblok: '1' }))).toBeNull()
    expect(
      previewParamsOf(
        query({
          _storyblok: '1 or 1=1',
          '_storyblok_tk[space_id]': '42',
          '_storyblok_tk[timestamp]': '1',
          '_storyblok_tk[token]': 'x',
        }),
      ),
    ).toBeNull()
  })
})

describe('publish webhook signature', () => {
  const secret = 'a-long-shared-secret'
  const body = '{"action":"published","story_id":1001}'
  it('accepts the HMAC of the body and nothing else', () => {
    const good = createHmac('sha1', secret).update(body).digest('hex')
    expect(isValidWebhookSignature(body, good, secret)).toBe(true)
    expect(isValidWebhookSignature(body + ' ', good, secret)).toBe(false)
    expect(isValidWebhookSignature(body, null, secret)).toBe(false)
    expect(isValidWebhookSignature(body, 'x', secret)).toBe(false)
  })
})

describe('preview return path', () => {
  it.each([
    ['/de/hochzeit/', '/de/hochzeit/'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil', '/'],
    [null, '/'],
  ])('%s → %s', (raw, expected) => {
    expect(previewReturnPath(raw)).toBe(expected)
  })
})
