import { randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { newsletterVouchers, type NewsletterVoucherRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { mailboxKey } from '@/lib/mail/mailbox'
import { newsletterVoucher } from '@/lib/shop/sales/vouchers/schema'
import { createVoucher } from '@/lib/shop/sales/vouchers/vouchers'
import { newsletterVoucherValue } from './voucher-amount'

/**
 * The newsletter's first-order voucher (spec section 9: "5 euro on the first order"), one per brand and
 * address ever. Issuing it also creates the checkout voucher with the same code (lib/shop/sales/vouchers,
 * newsletterVoucher: fixed amount, single use, first order only), so the code in the mail is what the
 * checkout takes. Issue 27: it is issued in the currency of the shop the subscriber signed up in (a
 * cart's currency is its shop's), for the amount configured per currency: 5 €, CHF 5, $5. A code from
 * one shop is refused in another shop's currency with the checkout's currency message.
 */
export const NEWSLETTER_VOUCHER = { prefix: 'NL' } as const

// No 0/O or 1/I/L: codes are typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newVoucherCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${NEWSLETTER_VOUCHER.prefix}-${code}`
}

/**
 * Issues the voucher unless this brand/mailbox ever had one (name+1@ and name+2@ are one mailbox,
 * lib/mail/mailbox.ts); returns it only when newly issued. The code is bound to the mailbox.
 */
export async function issueNewsletterVoucher(
  tx: Db,
  brand: BrandKey,
  email: string,
  locale: ShopLocaleCode,
): Promise<NewsletterVoucherRow | null> {
  const { currency, amountMinor } = newsletterVoucherValue(locale)
  const [row] = await tx
    .insert(newsletterVouchers)
    .values({
      code: newVoucherCode(),
      brand,
      email,
      mailbox: mailboxKey(email),
      amountMinor,
      currency,
    })
    // Either unique key (brand+email, brand+mailbox) means this person has had theirs.
    .onConflictDoNothing()
    .returning()
  if (!row) return null
  // Same transaction: a mailed code is always redeemable, and a rolled-back confirmation leaves neither.
  await createVoucher(tx, newsletterVoucher(row.code, { email, currency, amountMinor }))
  return row
}

export async function findNewsletterVoucher(
  db: Db,
  brand: BrandKey,
  code: string,
): Promise<NewsletterVoucherRow | null> {
  const [row] = await db
    .select()
    .from(newsletterVouchers)
    .where(and(eq(newsletterVouchers.brand, brand), eq(newsletterVouchers.code, code.trim().toUpperCase())))
  return row && !row.redeemedAt ? row : null
}

/** Marks the voucher used by the order; false if it was used already (two tabs, a replayed request). */
export async function redeemNewsletterVoucher(
  tx: Db,
  brand: BrandKey,
  code: string,
  orderRef: string,
): Promise<boolean> {
  const claimed = await tx
    .update(newsletterVouchers)
    .set({ redeemedAt: new Date(), redeemedOrderRef: orderRef })
    .where(
      and(
        eq(newsletterVouchers.brand, brand),
        eq(newsletterVouchers.code, code.trim().toUpperCase()),
        isNull(newsletterVouchers.redeemedAt),
      ),
    )
    .returning({ id: newsletterVouchers.id })
  return claimed.length > 0
}
