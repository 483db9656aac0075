import { answerLocalCdn } from '@/lib/cms/local-cdn-fetch'
import { previewToken } from '@/lib/cms/preview-token'
import { env } from '@/lib/env'
import { jsonError } from '@/lib/http/json'

export const dynamic = 'force-dynamic'

/**
 * The local content store over HTTP, shaped like Storyblok's CDN, so a browser, curl or a test can
 * ask it what the shop asks in-process: GET /cms-local/v2/cdn/stories/card/home?token=…&version=draft.
 * Off (404) while a real Storyblok space is configured, so there is only ever one source of truth.
 */
export function GET(request: Request): Response {
  if (env().STORYBLOK_TOKEN) return jsonError(404, 'The local CDN is off while STORYBLOK_TOKEN is set')
  // Drafts over HTTP need the same token preview links are signed with: no public constant outside
  // development and test.
  const response = answerLocalCdn(new URL(request.url), undefined, { previewToken: previewToken() })
  response.headers.set('Cache-Control', 'no-store')
  return response
}
