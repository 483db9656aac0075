import { randomInt } from 'node:crypto'
import type { BasketCurrency } from '@/lib/config/shipping'
import { MINOR_UNITS_PER_MAJOR } from '@/lib/shop/sales/pricing/money'

/**
 * What a gift voucher may be worth (ADR 0110), in major units of the shop's currency: the page offers
 * the steps as buttons and any whole amount between the bounds. The same numbers in EUR, CHF and USD:
 * the shops' prices sit at the same figures too.
 */
export const GIFT_VOUCHER_VALUES: Readonly<
  Record<BasketCurrency, { steps: readonly number[]; min: number; max: number }>
> = {
  EUR: { steps: [25, 50, 75, 100], min: 10, max: 500 },
  CHF: { steps: [25, 50, 75, 100], min: 10, max: 500 },
  USD: { steps: [25, 50, 75, 100], min: 10, max: 500 },
}

/** True when `amountMinor` is a whole amount the shop sells as a gift voucher in `currency`. */
export function isGiftVoucherAmount(currency: BasketCurrency, amountMinor: number): boolean {
  const { min, max } = GIFT_VOUCHER_VALUES[currency]
  return (
    Number.isInteger(amountMinor) &&
    amountMinor % MINOR_UNITS_PER_MAJOR === 0 &&
    amountMinor >= min * MINOR_UNITS_PER_MAJOR &&
    amountMinor <= max * MINOR_UNITS_PER_MAJOR
  )
}

/**
 * The first moment a gift voucher bought at `issuedAt` is no longer valid: 1 January, 00:00 in
 * Germany, of the fourth year after the purchase. A German gift voucher without its own term is
 * valid for the regular limitation period (§§ 195, 199 BGB: three years, counted from the end of the
 * year it was bought in); a shorter term in the terms and conditions is usually void (§ 307 BGB). So
 * a voucher bought on 28.11.2026 is valid to 31.12.2029 inclusive.
 */
export function giftVoucherValidUntil(issuedAt: Date): Date {
  const year = Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(issuedAt),
  )
  // 1 January is always winter time in Germany: UTC+1.
  return new Date(`${year + 4}-01-01T00:00:00+01:00`)
}

/** Letters and digits without 0/O and 1/I/L: the code is typed off a printed card. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const GROUPS = 4
const GROUP_LENGTH = 4

/**
 * A new gift voucher code, e.g. GS-7KQP-M2XH-9TAC: 16 characters from 31, about 79 bits drawn by the
 * operating system's random source, so no code can be guessed in the lifetime of the shop even
 * without the rate limit of /web-api/voucher.
 */
export function newGiftVoucherCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  )
  return `GS-${groups.join('-')}`
}
