import type { ShopLocaleCode } from '@/lib/config/locales'
import { clientAddress, createSharedRateLimiter } from '@/lib/http/rate-limit'
import { messagesFor } from '@/lib/i18n/messages'
import { guardRate } from '@/lib/shop/common/rate-guard'

/**
 * /web-api/voucher answers whether a code exists: 20 checks per client and 10 minutes are plenty for a
 * person typing codes and make guessing hopeless (a gift code has about 79 random bits anyway). Keyed
 * on the address our own server determined (lib/http/client-address.ts), never a header the client
 * sets; an IPv6 client counts as its /64. Counted across all instances (ADR 0115).
 */
export const VOUCHER_CHECK_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const
const limiter = createSharedRateLimiter('voucher-check', VOUCHER_CHECK_LIMIT)

export async function guardVoucherCheckRate(
  headers: Headers,
  locale: ShopLocaleCode,
  now = Date.now(),
): Promise<void> {
  await guardRate(limiter, clientAddress(headers), messagesFor(locale).GiftVoucher.tooManyChecks, now)
}
