import type { ShopLocaleCode } from '@/lib/config/locales'
import { clientAddress, createRateLimiter } from '@/lib/http/rate-limit'
import { messagesFor } from '@/lib/i18n/messages'
import { ShopError } from '@/lib/shop/common/errors'

/**
 * /web-api/voucher answers whether a code exists: 20 checks per client and 10 minutes are plenty for a
 * person typing codes and make guessing hopeless (a gift code has about 79 random bits anyway). Keyed
 * on the address our own server determined (lib/http/client-address.ts), never a header the client
 * sets; an IPv6 client counts as its /64.
 */
export const VOUCHER_CHECK_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const
const limiter = createRateLimiter(VOUCHER_CHECK_LIMIT)

export function guardVoucherCheckRate(headers: Headers, locale: ShopLocaleCode, now = Date.now()): void {
  const result = limiter.check(clientAddress(headers), now)
  if (!result.allowed) {
    throw new ShopError(messagesFor(locale).GiftVoucher.tooManyChecks, {
      status: 429,
      retryAfterSeconds: result.retryAfterSeconds,
    })
  }
}
