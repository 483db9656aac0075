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
}

type VoucherTerms = Pick<
  VoucherRow,
  'code' | 'kind' | 'percentBasisPoints' | 'amounts' | 'minimumBasket' | 'validFrom' | 'validUntil'
>

/**
 * The discount a voucher gives on a basket, or a VoucherError. Pure: usage limits, which need the
 * database, are checked by redeemVoucher inside the order transaction. Shipping is never discounted,
 * and a discount never exceeds the goods (a fixed voucher above the basket is worth the basket).
 */
export function voucherDiscount(voucher: VoucherTerms, basket: VoucherBasket): number {
  const { code } = voucher
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
  if (voucher.kind === 'percentage') {
    return divideHalfUp(basket.subtotal * (voucher.percentBasisPoints ?? 0), 10_000)
  }
  const amount = voucher.amounts?.[basket.currency]
  if (amount === undefined) {
    throw new VoucherError('currency', `Voucher ${code} cannot be used in ${basket.currency}`)
  }
  return Math.min(amount, basket.subtotal)
}
