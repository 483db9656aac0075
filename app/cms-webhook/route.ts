import { revalidatePath } from 'next/cache'
import type { NextRequest } from 'next/server'
import { announceContentChange } from '@/lib/cms/content-changes'
import { contentSource } from '@/lib/cms/content-source'
import { loadContentIndex } from '@/lib/cms/content-index-loader'
import { isRelayBody } from '@/lib/cms/content-relay'
import { isValidWebhookSignature } from '@/lib/cms/preview'
import { env } from '@/lib/env'
import { clearResponseCacheAfterRevalidation } from '@/lib/http/response-cache'
import { logger } from '@/lib/log/logger'

export const dynamic = 'force-dynamic'

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The CMS calls this on publish, unpublish and delete (issue 3, point 8). A request signed with the
 * shared secret (HMAC-SHA1 of the body in `webhook-signature`) refreshes the router's content index
 * and revalidates every cached page, so the change is live on the next request; anything else is
 * refused without touching the cache. The other instances follow (ADR 0115): they hear of it by
 * NOTIFY and relay it to their own webhook, which then does not announce it again.
 */
export async function POST(request: NextRequest) {
  const secret = env().CMS_WEBHOOK_SECRET
  if (!secret) return json(404, { error: 'The content webhook is not configured (CMS_WEBHOOK_SECRET).' })
  const body = await request.text()
  if (body.length > 100_000) return json(413, { error: 'The webhook body is too large.' })
  if (!isValidWebhookSignature(body, request.headers.get('webhook-signature'), secret))
    return json(401, { error: 'The webhook signature does not match.' })
  await loadContentIndex(contentSource())
  // Stories link to each other and the sitemap lists them all, so one publish can change any page.
  revalidatePath('/', 'layout')
  // The server's copies of prerendered pages (ADR 0025) go with Next's.
  clearResponseCacheAfterRevalidation()
  const relayed = isRelayBody(body)
  if (!relayed) await announceContentChange()
  logger().info({ bytes: body.length, relayed }, 'content published: pages revalidated')
  return json(200, { revalidated: true })
}
