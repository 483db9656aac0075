import { and, eq, gt, sql } from 'drizzle-orm'
import { voucherRedemptions, vouchers, type OrderRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import { withInvoiceAttachment } from '@/lib/shop/sales/invoices/attachment'
import { issueCancellationInvoice } from '@/lib/shop/sales/invoices/cancellation'
import { invoiceOfOrder } from '@/lib/shop/sales/invoices/issue'
import { cancellationMail } from './cancellation-mail'
import type { CancelReason } from '@/lib/model/orders'
import type { OrderView } from './read'

/**
 * What a cancellation undoes, inside the transaction that cancels (lib/shop/sales/orders/change-status.ts):
 * the voucher redemption is removed and its use counted back, so the code works again (a newsletter
 * voucher counts only non-cancelled orders anyway); an invoiced order gets its cancellation invoice
 * (own gap-free number, ADR 0021); the customer is told by e-mail in words that fit the reason, with
 * that PDF attached (no e-mail for fraud). Returns the codes given back.
 */
export async function onOrderCancelled(
  tx: Db,
  order: OrderRow,
  view: OrderView,
  now = new Date(),
  reason: CancelReason = 'customer',
): Promise<string[]> {
  const returned = await tx
    .delete(voucherRedemptions)
    .where(eq(voucherRedemptions.orderId, order.id))
    .returning({ voucherId: voucherRedemptions.voucherId })
  const codes: string[] = []
  for (const { voucherId } of returned) {
    const [voucher] = await tx
      .update(vouchers)
      .set({ redemptions: sql`${vouchers.redemptions} - 1` })
      .where(and(eq(vouchers.id, voucherId), gt(vouchers.redemptions, 0)))
      .returning({ code: vouchers.code })
    if (voucher) codes.push(voucher.code)
  }
  const invoice = await invoiceOfOrder(tx, order.id)
  const cancellation = await issueCancellationInvoice(tx, order.id, now)
  // Fraud: the cancellation invoice is issued for the books, but nobody is written to: the address is
  // the fraudster's or someone's whose data was used, and neither should learn how it was found (ADR 0086).
  if (reason === 'fraud') return codes
  const mail = cancellationMail(view, {
    voucherCodes: codes,
    invoiceNumber: invoice?.number ?? null,
    cancellationNumber: cancellation?.number ?? null,
    reason,
  })
  await enqueueMail(tx, cancellation ? withInvoiceAttachment(mail, cancellation, true) : mail)
  return codes
}
