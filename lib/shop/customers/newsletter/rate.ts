import type { ShopLocaleCode } from '@/lib/config/locales'
import { clientAddress, createSharedRateLimiter } from '@/lib/http/rate-limit'
import { guardRate } from '@/lib/shop/common/rate-guard'
import { messagesFor } from '@/lib/i18n/messages'

/**
 * Each sign-up sends a mail: 10 per client address and 10 minutes keeps the form from mailing people at
 * will, counted across all instances (ADR 0115).
 */
const limiter = createSharedRateLimiter('newsletter', { limit: 10, windowMs: 10 * 60_000 })

export async function guardNewsletterRate(
  headers: Headers,
  locale: ShopLocaleCode,
  now = Date.now(),
): Promise<void> {
  await guardRate(limiter, clientAddress(headers), messagesFor(locale).Newsletter.error, now)
}
