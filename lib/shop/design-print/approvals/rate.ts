import { createSharedRateLimiter } from '@/lib/http/rate-limit'
import { ShopError } from '@/lib/shop/common/errors'
import { APPROVAL_LIMITS } from './limits'

/**
 * Comments and approvals are written by anyone holding a link: per client address and per link, so
 * neither one client nor a link passed round (or leaked) can fill a design with pins. Shared by all
 * instances like every limiter of the shop (ADR 0115).
 */
const perClient = createSharedRateLimiter('approval-client', APPROVAL_LIMITS.perClient)
const perToken = createSharedRateLimiter('approval-link', APPROVAL_LIMITS.perToken)

export async function guardReviewWrite(client: string, token: string, now = Date.now()): Promise<void> {
  for (const [limiter, key] of [
    [perClient, client],
    [perToken, token],
  ] as const) {
    const result = await limiter.check(key, now)
    if (!result.allowed) {
      throw new ShopError('Too many comments or approvals in a short time. Please wait a moment.', {
        status: 429,
        retryAfterSeconds: result.retryAfterSeconds,
      })
    }
  }
}
