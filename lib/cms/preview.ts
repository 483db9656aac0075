import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Draft preview and publish webhook checks (issue 3, point 8), pure so they are table-tested.
 *
 * Storyblok's visual editor opens a page with `?_storyblok=<story id>&_storyblok_tk[space_id]=…&
 * _storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`, where the token is
 * sha1("<space id>:<preview token>:<timestamp>"). Only someone who knows the preview token can make
 * one; a stale timestamp (older than PREVIEW_MAX_AGE_S) or a wrong token is ignored.
 */
export const PREVIEW_MAX_AGE_S = 60 * 60

export interface PreviewParams {
  storyId: string
  spaceId: string
  timestamp: string
  token: string
}

export function previewParamsOf(query: URLSearchParams): PreviewParams | null {
  const storyId = query.get('_storyblok')
  const spaceId = query.get('_storyblok_tk[space_id]')
  const timestamp = query.get('_storyblok_tk[timestamp]')
  const token = query.get('_storyblok_tk[token]')
  if (!storyId || !spaceId || !timestamp || !token) return null
  if (!/^\d{1,20}$/.test(storyId) || !/^\d{1,20}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp)) return null
  return { storyId, spaceId, timestamp, token }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function isValidPreview(params: PreviewParams, previewToken: string, nowS: number): boolean {
  const age = nowS - Number(params.timestamp)
  if (!(age >= -60 && age <= PREVIEW_MAX_AGE_S)) return false
  const expected = createHash('sha1')
    .update(`${params.spaceId}:${previewToken}:${params.timestamp}`)
    .digest('hex')
  return sameText(params.token.toLowerCase(), expected)
}

/** Storyblok signs webhook bodies with HMAC-SHA1 of the shared secret, hex, in `webhook-signature`. */
export function isValidWebhookSignature(body: string, signature: string | null, secret: string): boolean {
  if (!signature) return false
  const expected = createHmac('sha1', secret).update(body).digest('hex')
  return sameText(signature.trim().toLowerCase(), expected)
}

/** A same-site path to return to after the preview switch; anything else goes to "/". */
export function previewReturnPath(raw: string | null): string {
  return raw && /^\/(?![/\\])[^\s]*$/.test(raw) ? raw : '/'
}
