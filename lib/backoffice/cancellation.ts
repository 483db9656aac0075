import { eq } from 'drizzle-orm'
import { orders, voucherRedemptions, vouchers } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { CancelReason } from '@/lib/model/orders'
import { invoiceOfOrder } from '@/lib/shop/sales/invoices/issue'
import { cancellationMail } from '@/lib/shop/sales/orders/cancellation-mail'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { orderView } from '@/lib/shop/sales/orders/read'
import { canTransition } from '@/lib/shop/sales/orders/state-machine'

export interface CancellationPreview {
  reason: CancelReason
  /** The invoice a cancellation invoice (credit note) will reverse; null when none was issued. */
  invoiceNumber: string | null
  /** Voucher codes that become valid again. */
  voucherCodes: string[]
  /** The customer's e-mail exactly as it will be queued; null for fraud (none is sent). */
  mail: { to: string; subject: string; text: string } | null
}

/**
 * What cancelling this order for this reason will do, shown before staff confirm (issue 34 point 5):
 * the same functions build it that the cancellation uses, so the preview cannot drift from the mail.
 * Null when the order does not exist or can no longer be cancelled.
 */
export async function cancellationPreview(
  db: Db,
  number: string,
  reason: CancelReason,
  newNumberText: string,
): Promise<CancellationPreview | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order || !canTransition(order.status, 'cancelled', 'staff')) return null
  const [view, invoice, codes] = await Promise.all([
    orderView(db, order),
    invoiceOfOrder(db, order.id),
    db
      .select({ code: vouchers.code })
      .from(voucherRedemptions)
      .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
      .where(eq(voucherRedemptions.orderId, order.id)),
  ])
  const voucherCodes = codes.map((c) => c.code)
  const invoiceNumber = invoice?.number ?? null
  if (reason === 'fraud') return { reason, invoiceNumber, voucherCodes, mail: null }
  const mail = cancellationMail(view, {
    voucherCodes,
    invoiceNumber,
    cancellationNumber: invoiceNumber ? newNumberText : null,
    reason,
  })
  return {
    reason,
    invoiceNumber,
    voucherCodes,
    mail: { to: mail.to, subject: mail.subject, text: mail.text },
  }
}
