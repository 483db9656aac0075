import { randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import { currencyOf, type ShopLocaleCode } from '@/lib/config/locales'
import { newsletterVouchers, type NewsletterVoucherRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * The newsletter's first-order voucher (spec section 9: 5 on the first order), one per brand and
 * address ever. This file is the interface for the checkout's vouchers module:
 *   findNewsletterVoucher(db, brand, code)  → the voucher if it exists and is unused
 *   redeemNewsletterVoucher(tx, brand, code, orderRef) → claims it inside the order transaction
 * The checkout decides "first order" (no earlier order of the address) and applies amountMinor.
 */
export const NEWSLETTER_VOUCHER = { amountMinor: 500, prefix: 'NL' } as const

// No 0/O or 1/I/L: codes are typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newVoucherCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${NEWSLETTER_VOUCHER.prefix}-${code}`
}

/** Issues the voucher unless this brand/address ever had one; returns it only when newly issued. */
export async function issueNewsletterVoucher(
  tx: Db,
  brand: BrandKey,
  email: string,
  locale: ShopLocaleCode,
): Promise<NewsletterVoucherRow | null> {
  const [row] = await tx
    .insert(newsletterVouchers)
    .values({
      code: newVoucherCode(),
      brand,
      email,
      amountMinor: NEWSLETTER_VOUCHER.amountMinor,
      currency: currencyOf(locale),
    })
    .onConflictDoNothing({ target: [newsletterVouchers.brand, newsletterVouchers.email] })
    .returning()
  return row ?? null
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
