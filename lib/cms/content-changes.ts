import { getDb } from '@/lib/db/client'
import { announceToOthers, instanceId } from '@/lib/db/invalidation'
import { env } from '@/lib/env'
import { clearResponseCache } from '@/lib/http/response-cache'
import { logger } from '@/lib/log/logger'
import { loadContentIndex } from './content-index-loader'
import { relayToOwnWebhook } from './content-relay'
import { contentSource } from './content-source'

/**
 * After this instance handled a publish (the CMS webhook): the other instances follow. A failure to
 * tell them is logged, not thrown: this instance is up to date, and the others still refresh their
 * content index within its refresh time.
 */
export async function announceContentChange(): Promise<void> {
  try {
    await announceToOthers(await getDb(), 'content')
  } catch (error) {
    logger().warn({ err: error }, 'content change not announced to the other instances')
  }
}

/**
 * Another instance handled a publish: this one reloads its content index and drops its copies of
 * pages now, and has Next drop its cached pages through its own webhook (lib/cms/content-relay.ts).
 */
export async function followContentChange(): Promise<void> {
  clearResponseCache()
  await loadContentIndex(contentSource())
  const { CMS_WEBHOOK_SECRET: secret, PORT: port } = env()
  if (!secret) return
  try {
    const status = await relayToOwnWebhook({ port, secret, origin: instanceId() })
    if (status !== 200) logger().warn({ status }, 'content change relay refused')
  } catch (error) {
    logger().warn({ err: error }, 'content change relay failed')
  }
}
