import { createRateLimiter } from '@/lib/http/rate-limit'
import { ShopError } from '@/lib/shop/common/errors'
import { APPROVAL_LIMITS } from './limits'

/**
 * Comments and approvals are written by anyone holding a link: per client address and per link, so
 * neither one client nor a link passed round (or leaked) can fill a design with pins. Per process,
 * like every limiter of the shop (abuse protection, not accounting).
 */
const perClient = createRateLimiter(APPROVAL_LIMITS.perClient)
const perToken = createRateLimiter(APPROVAL_LIMITS.perToken)

export function guardReviewWrite(client: string, token: string, now = Date.now()): void {
  for (const [limiter, key] of [
    [perClient, client],
    [perToken, token],
  ] as const) {
    const result = limiter.check(key, now)
    if (!result.allowed) {
      throw new ShopError('Too many comments or approvals in a short time. Please wait a moment.', {
        status: 429,
        retryAfterSeconds: result.retryAfterSeconds,
      })
    }
  }
}
