import type { BasketCurrency } from '@/lib/config/shipping'
import type { VoucherRow } from '@/lib/db/schema'
import { ShopError } from '@/lib/shop/common/errors'
import { divideHalfUp } from '@/lib/shop/sales/pricing/money'

export type VoucherRefusal =
  | 'unknown'
  | 'not_yet_valid'
  | 'expired'
  | 'currency'
  | 'minimum'
  | 'exhausted'
  | 'already_used'
  | 'first_order_only'
  | 'not_yours'
  | 'gift_for_gift'

/** A voucher that does not apply; `reason` lets the checkout say why in the visitor's language. */
export class VoucherError extends ShopError {
  override name = 'VoucherError'
  constructor(
    readonly reason: VoucherRefusal,
    message: string,
  ) {
    super(message, { status: 422, field: 'voucherCode' })
  }
}

export interface VoucherBasket {
  currency: BasketCurrency
  /** Goods incl. paid samples, gross, before shipping: what a voucher applies to. */
  subtotal: number
  now: Date
  /**
   * The basket's shipping: a gift voucher is money and pays it too (a discount code never does).
   * Omitted where it is not known yet, when a gift voucher covers the goods only.
   */
  shipping?: number
  /** Gift vouchers being bought in this basket: a gift voucher cannot pay for another one. */
  giftVoucherGoods?: number
}

type VoucherTerms = Pick<
  VoucherRow,
  'code' | 'kind' | 'percentBasisPoints' | 'amounts' | 'minimumBasket' | 'validFrom' | 'validUntil'
> &
  Partial<Pick<VoucherRow, 'currency' | 'balance'>>

/**
 * The discount a voucher gives on a basket, or a VoucherError. Pure: usage limits, which need the
 * database, are checked by redeemVoucher inside the order transaction. Shipping is never discounted,
 * and a discount never exceeds the goods (a fixed voucher above the basket is worth the basket).
 */
export function voucherDiscount(voucher: VoucherTerms, basket: VoucherBasket): number {
  const { code } = voucher
  // No voucher pays for a gift voucher: a discount would sell money below its value, a gift voucher
  // would renew its own validity (ADR 0110).
  if ((basket.giftVoucherGoods ?? 0) > 0) {
    throw new VoucherError('gift_for_gift', `Voucher ${code} cannot pay for a gift voucher`)
  }
  if (voucher.validFrom && basket.now < voucher.validFrom) {
    throw new VoucherError('not_yet_valid', `Voucher ${code} is not valid yet`)
  }
  if (voucher.validUntil && basket.now >= voucher.validUntil) {
    throw new VoucherError('expired', `Voucher ${code} has expired`)
  }
  const minimum = voucher.minimumBasket?.[basket.currency]
  if (minimum !== undefined && basket.subtotal < minimum) {
    throw new VoucherError('minimum', `Voucher ${code} needs goods worth at least ${minimum} minor units`)
  }
  if (voucher.kind === 'gift') return giftVoucherPayment(voucher, basket)
  if (voucher.kind === 'percentage') {
    return divideHalfUp(basket.subtotal * (voucher.percentBasisPoints ?? 0), 10_000)
  }
  const amount = voucher.amounts?.[basket.currency]
  if (amount === undefined) {
    throw new VoucherError('currency', `Voucher ${code} cannot be used in ${basket.currency}`)
  }
  return Math.min(amount, basket.subtotal)
}

/**
 * What a gift voucher pays of a basket (ADR 0110): its balance, in its own currency, up to the goods
 * and shipping; the rest stays on it for later.
 */
function giftVoucherPayment(voucher: VoucherTerms, basket: VoucherBasket): number {
  const { code } = voucher
  if (voucher.currency !== basket.currency) {
    throw new VoucherError('currency', `Voucher ${code} cannot be used in ${basket.currency}`)
  }
  const balance = voucher.balance ?? 0
  if (balance <= 0) throw new VoucherError('exhausted', `Voucher ${code} has been used up`)
  return Math.min(balance, basket.subtotal + (basket.shipping ?? 0))
}
