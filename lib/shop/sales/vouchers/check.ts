import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency } from '@/lib/config/shipping'
import type { Db } from '@/lib/db/types'
import { messagesFor } from '@/lib/i18n/messages'
import { ShopError } from '@/lib/shop/common/errors'
import type { VoucherRefusal } from './evaluate'
import { findVoucher } from './vouchers'
import { VoucherError } from './evaluate'

/** What anyone holding a code may learn of it (/web-api/voucher): what it is worth here and its rules. */
export interface VoucherFacts {
  code: string
  kind: 'gift' | 'fixed' | 'percentage'
  currency: BasketCurrency
  /** Gift: what is left on it; fixed: its amount in this shop's currency; percentage: null. */
  amount: number | null
  /** Gift vouchers only: the value it was bought with. */
  initialAmount: number | null
  percentBasisPoints: number | null
  validFrom: string | null
  /** The first moment it is no longer valid (ISO); null: no end. */
  validUntil: string | null
  conditions: {
    minimumBasket: number | null
    firstOrderOnly: boolean
    oncePerCustomer: boolean
    /** Only the e-mail address it was sent to may use it (which one is never told). */
    personal: boolean
  }
}

/** The status each refusal answers with: unknown 404, over (expired, used up) 410, the rest 422. */
const STATUS: Partial<Record<VoucherRefusal, 404 | 410>> = { unknown: 404, expired: 410, exhausted: 410 }

/**
 * A code's facts for the shop's currency, or a ShopError in the visitor's language: the same words as
 * the checkout's refusals, and nothing about a code beyond what its holder needs (not whose it is,
 * how often it was used or by whom).
 */
export async function voucherFacts(
  db: Db,
  code: string,
  shop: { currency: BasketCurrency; locale: ShopLocaleCode; now: Date },
): Promise<VoucherFacts> {
  const refused = (reason: VoucherRefusal) =>
    new ShopError(messagesFor(shop.locale).Checkout.voucherRefused[reason], {
      status: STATUS[reason] ?? 422,
      field: 'code',
      key: reason,
    })
  try {
    const v = await findVoucher(db, code)
    if (v.validUntil && shop.now >= v.validUntil) throw refused('expired')
    const gift = v.kind === 'gift'
    if (
      gift ? v.currency !== shop.currency : v.kind === 'fixed' && v.amounts?.[shop.currency] === undefined
    ) {
      throw refused('currency')
    }
    const used = gift ? (v.balance ?? 0) <= 0 : v.maxRedemptions !== null && v.redemptions >= v.maxRedemptions
    if (used) throw refused('exhausted')
    return {
      code: v.code,
      kind: v.kind,
      currency: shop.currency,
      amount: gift ? v.balance : v.kind === 'fixed' ? (v.amounts?.[shop.currency] ?? null) : null,
      initialAmount: gift ? v.initialAmount : null,
      percentBasisPoints: v.percentBasisPoints,
      validFrom: v.validFrom?.toISOString() ?? null,
      validUntil: v.validUntil?.toISOString() ?? null,
      conditions: {
        minimumBasket: v.minimumBasket?.[shop.currency] ?? null,
        firstOrderOnly: v.firstOrderOnly,
        oncePerCustomer: v.onePerCustomer,
        personal: v.boundMailbox !== null,
      },
    }
  } catch (error) {
    if (error instanceof VoucherError) throw refused(error.reason)
    throw error
  }
}
