import { createSharedRateLimiter } from '@/lib/http/rate-limit'
import { guardRate } from '@/lib/shop/common/rate-guard'
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
    await guardRate(
      limiter,
      key,
      'Too many comments or approvals in a short time. Please wait a moment.',
      now,
    )
  }
}
