import { and, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { customers, orders, voucherRedemptions, vouchers, type VoucherRow } from '@/lib/db/schema'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { Db } from '@/lib/db/types'
import { messagesFor } from '@/lib/i18n/messages'
import { mailboxKey, mailboxKeySql } from '@/lib/mail/mailbox'
import { voucherDiscount, VoucherError, type VoucherBasket } from './evaluate'
import { newVoucherSchema, type NewVoucher } from './schema'

export async function createVoucher(db: Db, input: NewVoucher): Promise<VoucherRow> {
  const voucher = newVoucherSchema.parse(input)
  const [row] = await db.insert(vouchers).values(voucher).returning()
  if (!row) throw new Error('Voucher insert returned nothing')
  return row
}

export async function findVoucher(db: Db, code: string): Promise<VoucherRow> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase()))
  if (!row) throw new VoucherError('unknown', `There is no voucher ${code}`)
  return row
}

export interface AppliedVoucher {
  voucher: VoucherRow
  discount: number
}

/** Who orders: the checkout's e-mail (unknown while the quote is asked before it is typed) and account. */
export interface VoucherBuyer {
  email?: string
  customerId?: string | null
}

/**
 * The discount of `code` for this basket and buyer, checking everything that can be checked before
 * placing the order. The limits are enforced again, race-free, by redeemVoucher.
 */
export async function applyVoucher(
  db: Db,
  code: string,
  basket: VoucherBasket & VoucherBuyer & { locale?: ShopLocaleCode },
): Promise<AppliedVoucher> {
  try {
    return await checkVoucher(db, code, basket)
  } catch (error) {
    // The checkout shows the refusal to the buyer: in their language when it is known.
    if (error instanceof VoucherError && basket.locale) {
      throw new VoucherError(error.reason, messagesFor(basket.locale).Checkout.voucherRefused[error.reason])
    }
    throw error
  }
}

async function checkVoucher(
  db: Db,
  code: string,
  basket: VoucherBasket & VoucherBuyer,
): Promise<AppliedVoucher> {
  const voucher = await findVoucher(db, code)
  const discount = voucherDiscount(voucher, basket)
  if (voucher.maxRedemptions !== null && voucher.redemptions >= voucher.maxRedemptions) {
    throw new VoucherError('exhausted', `Voucher ${voucher.code} has been used up`)
  }
  await assertBuyerMayUse(db, voucher, basket)
  return { voucher, discount }
}

async function accountEmail(db: Db, customerId: string | null | undefined): Promise<string | null> {
  if (!customerId) return null
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row?.email ?? null
}

async function assertBuyerMayUse(db: Db, voucher: VoucherRow, buyer: VoucherBuyer): Promise<void> {
  const account = await accountEmail(db, buyer.customerId)
  // A bound code (the newsletter's) belongs to the person it was mailed to: the order's e-mail or the
  // signed-in account must be that mailbox. Before anything is known (an early quote), it waits.
  if (voucher.boundMailbox && (buyer.email || account)) {
    const mailboxes = [buyer.email, account].filter((e): e is string => Boolean(e)).map(mailboxKey)
    if (!mailboxes.includes(voucher.boundMailbox)) {
      throw new VoucherError('not_yours', `Voucher ${voucher.code} was issued to another e-mail address`)
    }
  }
  if (!buyer.email) return
  const key = customerKey(buyer.email)
  if (voucher.onePerCustomer) {
    const [used] = await db
      .select({ id: voucherRedemptions.id })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.customerKey, key)))
    if (used) throw new VoucherError('already_used', `Voucher ${voucher.code} has already been used`)
  }
  if (voucher.firstOrderOnly) {
    // Earlier orders of the account and of the mailbox, whatever alias they were placed under.
    const sameMailbox = sql`${mailboxKeySql(orders.email)} = ${key}`
    const [earlier] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          buyer.customerId ? or(sameMailbox, eq(orders.customerId, buyer.customerId)) : sameMailbox,
          ne(orders.status, 'cancelled'),
        ),
      )
      .limit(1)
    if (earlier) {
      throw new VoucherError('first_order_only', `Voucher ${voucher.code} is for a first order only`)
    }
  }
}

/** One use per customer means one per mailbox: name+1@ and name+2@ are the same person. */
export const customerKey = (email: string) => mailboxKey(email)

/**
 * Records one use inside the order transaction. The global limit is a conditional increment, which
 * PostgreSQL serialises on the voucher row: of 20 parallel checkouts for a voucher with 5 uses left,
 * exactly 5 increments succeed. One use per customer is a unique key on (voucher, e-mail), so a
 * second parallel use fails there. Either refusal throws, rolling the whole order back.
 */
export async function redeemVoucher(
  tx: Db,
  applied: AppliedVoucher,
  use: { orderId: string; email: string },
): Promise<number | null> {
  const { voucher, discount } = applied
  // A gift voucher answers the balance it has left; other codes have none.
  if (voucher.kind === 'gift') return redeemGiftVoucher(tx, applied, use.orderId)
  const updated = await tx
    .update(vouchers)
    .set({ redemptions: sql`${vouchers.redemptions} + 1` })
    .where(
      and(
        eq(vouchers.id, voucher.id),
        or(isNull(vouchers.maxRedemptions), lt(vouchers.redemptions, vouchers.maxRedemptions)),
      ),
    )
    .returning({ id: vouchers.id })
  if (updated.length === 0) throw new VoucherError('exhausted', `Voucher ${voucher.code} has been used up`)
  const inserted = await tx
    .insert(voucherRedemptions)
    .values({
      voucherId: voucher.id,
      orderId: use.orderId,
      customerKey: voucher.onePerCustomer ? customerKey(use.email) : null,
      amount: discount,
    })
    .onConflictDoNothing()
    .returning({ id: voucherRedemptions.id })
  if (inserted.length === 0) {
    throw new VoucherError('already_used', `Voucher ${voucher.code} has already been used`)
  }
  return null
}

/**
 * A gift voucher's use: the balance is lowered by what the order takes, in one conditional UPDATE.
 * PostgreSQL holds the row lock until the order's transaction ends and re-checks `balance >= amount`
 * for a waiting second checkout against the committed balance, so two parallel orders can never take
 * more than the voucher holds; the one that no longer fits is refused and rolled back (its buyer sees
 * the balance that is left on the next quote). Returns the balance left.
 */
async function redeemGiftVoucher(tx: Db, applied: AppliedVoucher, orderId: string): Promise<number> {
  const { voucher, discount } = applied
  const [updated] = await tx
    .update(vouchers)
    .set({ balance: sql`${vouchers.balance} - ${discount}`, redemptions: sql`${vouchers.redemptions} + 1` })
    .where(and(eq(vouchers.id, voucher.id), gte(vouchers.balance, discount)))
    .returning({ balance: vouchers.balance })
  if (!updated) throw new VoucherError('exhausted', `Voucher ${voucher.code} no longer holds ${discount}`)
  await tx.insert(voucherRedemptions).values({ voucherId: voucher.id, orderId, amount: discount })
  return updated.balance ?? 0
}

/** A gift voucher's balance as it stands (null for other kinds or an unknown id). */
export async function giftVoucherBalance(db: Db, voucherId: string): Promise<number | null> {
  const [row] = await db
    .select({ kind: vouchers.kind, balance: vouchers.balance })
    .from(vouchers)
    .where(eq(vouchers.id, voucherId))
  return row?.kind === 'gift' ? row.balance : null
}

/**
 * What cancelling an order gives back, inside its transaction. A gift voucher gets the amount the
 * order took credited back onto its balance, and its ledger entry keeps the use with `returnedAt`
 * (once: a second call finds nothing open). Any other code's use is removed and counted back, so the
 * code works again. Returns the codes given back.
 */
export async function returnVoucherUses(tx: Db, orderId: string, now = new Date()): Promise<string[]> {
  const uses = await tx
    .select({
      id: voucherRedemptions.id,
      voucherId: voucherRedemptions.voucherId,
      amount: voucherRedemptions.amount,
    })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.returnedAt)))
  const codes: string[] = []
  for (const use of uses) {
    const [gift] = await tx
      .update(vouchers)
      .set({ balance: sql`${vouchers.balance} + ${use.amount}` })
      .where(and(eq(vouchers.id, use.voucherId), eq(vouchers.kind, 'gift')))
      .returning({ code: vouchers.code })
    if (gift) {
      await tx.update(voucherRedemptions).set({ returnedAt: now }).where(eq(voucherRedemptions.id, use.id))
      codes.push(gift.code)
      continue
    }
    await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.id, use.id))
    const [voucher] = await tx
      .update(vouchers)
      .set({ redemptions: sql`${vouchers.redemptions} - 1` })
      .where(and(eq(vouchers.id, use.voucherId), gt(vouchers.redemptions, 0)))
      .returning({ code: vouchers.code })
    if (voucher) codes.push(voucher.code)
  }
  return codes
}
