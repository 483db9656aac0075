import type { ShopLocaleCode } from '@/lib/config/locales'
import { INVOICE_MINIMUM_MAJOR, type TaxMode } from '@/lib/config/shipping'
import type { Db } from '@/lib/db/types'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { priceCart } from '@/lib/shop/sales/cart/price'
import { activeItems, findCart } from '@/lib/shop/sales/cart/store'
import { toCartView, type CartView } from '@/lib/shop/sales/cart/view'
import { ShopError } from '@/lib/shop/common/errors'
import { MINOR_UNITS_PER_MAJOR } from '@/lib/shop/sales/pricing/money'
import type { SalesTax } from '@/lib/shop/sales/pricing/sales-tax'
import { SHIPPING_METHODS, type ShippingMethod } from '@/lib/shop/sales/pricing/schema'
import { quoteShipping } from '@/lib/shop/sales/pricing/shipping'
import { totalsOf } from '@/lib/shop/sales/orders/place-order'
import { VoucherError, type VoucherRefusal } from '@/lib/shop/sales/vouchers/evaluate'
import { applyVoucher, type AppliedVoucher } from '@/lib/shop/sales/vouchers/vouchers'
import { expectedDelivery, type DeliveryWindow } from './delivery-date'
import { checkoutQuoteSchema, type CheckoutQuoteInput } from './schema'
import { assertShopDeliversTo } from './served'

export interface CheckoutQuote {
  cart: CartView
  shippingMethods: {
    method: ShippingMethod
    available: boolean
    price: number | null
    delivery: DeliveryWindow
  }[]
  shippingMethod: ShippingMethod
  voucher:
    | { code: string; discount: number; balanceAfter?: number }
    | { code: string; refused: VoucherRefusal; message: string }
    | null
  discount: number
  /** What the customer pays: in the US goods after the voucher + shipping + sales tax. */
  total: number
  taxMode: TaxMode
  vat: CartView['vat']
  /** US only, once the shipping address's state is known: the sales tax line of the summary. */
  salesTax: SalesTax | null
  invoiceAllowed: boolean
  invoiceMinimum: number
}

/**
 * What the checkout's summary shows for a delivery country, shipping method and voucher: the same
 * computation as placing the order (engine prices, voucher rules, VAT), without writing anything.
 * A method the country does not offer is listed as unavailable; an unusable voucher is reported,
 * not thrown, so the summary can say why.
 */
export async function quoteCheckout(
  db: Db,
  owner: ShopOwner | null,
  input: CheckoutQuoteInput,
  locale: ShopLocaleCode,
  now = new Date(),
): Promise<CheckoutQuote> {
  const { country, state, shippingMethod, voucherCode, email } = checkoutQuoteSchema.parse(input)
  assertShopDeliversTo(locale, country)
  const cart = owner ? await findCart(db, owner) : null
  const rows = cart ? await activeItems(db, cart.id) : []
  // What the parcel holds decides its price: nothing but up to 3 free samples ships free (spec 9).
  const samples = rows.filter((row) => row.kind === 'sample').length
  // Gift vouchers go by e-mail: they put nothing in the parcel, and a cart of only them ships nothing.
  const mailed = rows.filter((row) => row.kind === 'giftvoucher').length
  const contents = { cardLines: rows.length - samples - mailed, samples }
  const parcel = rows.length > mailed
  const shippingMethods = SHIPPING_METHODS.map((method) => {
    const delivery = expectedDelivery(method, now, country)
    try {
      const price = quoteShipping(method, country, contents).price
      return { method, available: true, price: parcel ? price : 0, delivery }
    } catch (error) {
      if (!(error instanceof ShopError)) throw error
      return { method, available: false, price: null, delivery }
    }
  })
  const chosen = shippingMethods.find((m) => m.method === shippingMethod)?.available
    ? shippingMethod
    : 'standard'
  const priced = await priceCart(db, rows, country, chosen, locale, state)
  let applied: AppliedVoucher | null = null
  let voucher: CheckoutQuote['voucher'] = null
  if (voucherCode && rows.length > 0) {
    try {
      applied = await applyVoucher(db, voucherCode, {
        currency: priced.currency,
        subtotal: priced.subtotal,
        giftVoucherGoods: priced.untaxed,
        now,
        email,
        customerId: owner?.customerId,
      })
      voucher = { code: applied.voucher.code, discount: applied.discount }
    } catch (error) {
      if (!(error instanceof VoucherError)) throw error
      voucher = { code: voucherCode, refused: error.reason, message: error.message }
    }
  }
  const totals = totalsOf(priced, applied)
  // A gift voucher pays what the totals let it (shipping and tax included) and keeps the rest.
  if (applied && voucher && 'discount' in voucher) {
    voucher = {
      ...voucher,
      discount: totals.discount,
      ...(applied.voucher.kind === 'gift'
        ? { balanceAfter: (applied.voucher.balance ?? 0) - totals.discount }
        : {}),
    }
  }
  return {
    cart: toCartView(cart?.revision ?? 0, priced, null),
    shippingMethods,
    shippingMethod: chosen,
    voucher,
    discount: totals.discount,
    total: totals.total,
    taxMode: priced.taxMode,
    vat: totals.vat,
    salesTax: totals.salesTax,
    invoiceAllowed: rows.length > 0 && totals.total >= INVOICE_MINIMUM_MAJOR * MINOR_UNITS_PER_MAJOR,
    invoiceMinimum: INVOICE_MINIMUM_MAJOR * MINOR_UNITS_PER_MAJOR,
  }
}
