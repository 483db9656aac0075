import type { OrderRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import { withInvoiceAttachment } from '@/lib/shop/sales/invoices/attachment'
import { issueCancellationInvoice } from '@/lib/shop/sales/invoices/cancellation'
import { invoiceOfOrder } from '@/lib/shop/sales/invoices/issue'
import { returnVoucherUses } from '@/lib/shop/sales/vouchers/vouchers'
import { cancellationMail } from './cancellation-mail'
import type { CancelReason } from '@/lib/model/orders'
import type { OrderView } from './read'

/**
 * What a cancellation undoes, inside the transaction that cancels (lib/shop/sales/orders/change-status.ts):
 * the voucher's use is given back (a code works again, a gift voucher gets the amount back onto its
 * balance: lib/shop/sales/vouchers/vouchers.ts returnVoucherUses); an invoiced order gets its cancellation invoice
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
  const codes = await returnVoucherUses(tx, order.id, now)
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
