import { eq } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency } from '@/lib/config/shipping'
import { mailOutbox, vouchers, type VoucherRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import { ShopError } from '@/lib/shop/common/errors'
import { giftVoucherMail } from './mail'
import { giftVoucherValidUntil, isGiftVoucherAmount, newGiftVoucherCode } from './terms'

export interface GiftVoucherIssue {
  brand: BrandKey
  locale: ShopLocaleCode
  currency: BasketCurrency
  amount: number
  recipientName?: string | null
  message?: string | null
  /** The order that paid for it; null when staff issue one by hand. */
  orderId?: string | null
  now?: Date
}

/**
 * Creates one gift voucher (ADR 0110): a fresh unguessable code, the full value as its balance, valid
 * to the end of the third year after this one. Call it inside the transaction that records the payment,
 * so a paid voucher always exists and an unpaid one never does.
 */
export async function issueGiftVoucher(tx: Db, issue: GiftVoucherIssue): Promise<VoucherRow> {
  if (!isGiftVoucherAmount(issue.currency, issue.amount)) {
    throw new ShopError(`A gift voucher cannot be worth ${issue.amount} ${issue.currency} minor units`, {
      status: 422,
      field: 'amount',
    })
  }
  const now = issue.now ?? new Date()
  // 79 random bits: a clash is practically impossible, but the unique key would roll back the payment.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await tx
      .insert(vouchers)
      .values({
        code: newGiftVoucherCode(),
        kind: 'gift',
        currency: issue.currency,
        initialAmount: issue.amount,
        balance: issue.amount,
        validUntil: giftVoucherValidUntil(now),
        issuedOrderId: issue.orderId ?? null,
        recipientName: issue.recipientName?.trim() || null,
        message: issue.message?.trim() || null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: vouchers.code })
      .returning()
    if (row) return row
  }
  throw new Error('Could not draw a free gift voucher code')
}

/**
 * Queues the gift voucher mail with the PDF (drawn by the mail worker from the voucher row, so it is
 * the same however often it is sent), to the buyer or the recipient, at once or on `sendOn` (the
 * outbox holds it back until then).
 */
export async function mailGiftVoucher(
  tx: Db,
  voucher: VoucherRow,
  delivery: { to: string; brand: BrandKey; locale: ShopLocaleCode; sendOn?: Date | null },
): Promise<void> {
  const queued = await enqueueMail(tx, giftVoucherMail(voucher, delivery))
  if (queued.created && delivery.sendOn) {
    await tx.update(mailOutbox).set({ nextAttemptAt: delivery.sendOn }).where(eq(mailOutbox.id, queued.id))
  }
}
