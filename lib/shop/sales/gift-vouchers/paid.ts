import { and, eq } from 'drizzle-orm'
import { isBrandKey } from '@/lib/config/brands'
import { storedShopLocale } from '@/lib/config/stored-values'
import { BASKET_CURRENCIES } from '@/lib/config/shipping'
import { orderLines, vouchers, type OrderRow, type VoucherRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { issueGiftVoucher, mailGiftVoucher } from './issue'
import { giftVoucherOrderOptionsSchema, sendOnMoment } from './line'

/**
 * What paying an order does for the gift vouchers in it, inside the transaction that marks it paid
 * (lib/shop/sales/orders/change-status.ts, lib/backoffice/money/payments.ts): each gift voucher line
 * becomes a voucher with its own code, mailed with its PDF to the buyer or the recipient, at once or on
 * the chosen day. Once per order: an order whose vouchers exist gets none again.
 */
export async function issueGiftVouchersOfOrder(
  tx: Db,
  order: OrderRow,
  now = new Date(),
): Promise<VoucherRow[]> {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'giftvoucher')))
  if (lines.length === 0) return []
  const [issued] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.issuedOrderId, order.id))
    .limit(1)
  if (issued) return []
  const brand = isBrandKey(order.brand) ? order.brand : 'card'
  const locale = storedShopLocale(order.locale)
  const currency = BASKET_CURRENCIES.find((c) => c === order.currency) ?? 'EUR'
  const out: VoucherRow[] = []
  for (const line of [...lines].sort((a, b) => a.position - b.position)) {
    const options = giftVoucherOrderOptionsSchema.parse(line.options)
    const voucher = await issueGiftVoucher(tx, {
      brand,
      locale,
      currency,
      amount: options.amount,
      recipientName: options.recipientName ?? null,
      message: options.message ?? null,
      orderId: order.id,
      now,
    })
    const sendOn = options.sendOn ? sendOnMoment(options.sendOn) : null
    await mailGiftVoucher(tx, voucher, {
      to: options.sendTo === 'recipient' && options.recipientEmail ? options.recipientEmail : order.email,
      brand,
      locale,
      sendOn: sendOn && sendOn > now ? sendOn : null,
    })
    out.push(voucher)
  }
  return out
}
