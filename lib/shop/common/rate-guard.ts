import type { SharedRateLimiter } from '@/lib/http/rate-limit'
import { ShopError } from './errors'

/**
 * Counts one hit of `key` on a public endpoint's limiter; once its window is used up, a 429 in the
 * shop's words with Retry-After. The one refusal every rate-limited endpoint of the shop gives.
 */
export async function guardRate(
  limiter: SharedRateLimiter,
  key: string,
  message: string,
  now = Date.now(),
): Promise<void> {
  const result = await limiter.check(key, now)
  if (!result.allowed) {
    throw new ShopError(message, { status: 429, retryAfterSeconds: result.retryAfterSeconds })
  }
}
