import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { orders, voucherRedemptions, vouchers, type VoucherRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
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

/**
 * The discount of `code` for this basket and e-mail, checking everything that can be checked before
 * placing the order. The limits are enforced again, race-free, by redeemVoucher.
 */
export async function applyVoucher(
  db: Db,
  code: string,
  basket: VoucherBasket & { email?: string },
): Promise<AppliedVoucher> {
  const voucher = await findVoucher(db, code)
  const discount = voucherDiscount(voucher, basket)
  if (voucher.maxRedemptions !== null && voucher.redemptions >= voucher.maxRedemptions) {
    throw new VoucherError('exhausted', `Voucher ${voucher.code} has been used up`)
  }
  if (basket.email) await assertCustomerMayUse(db, voucher, basket.email)
  return { voucher, discount }
}

async function assertCustomerMayUse(db: Db, voucher: VoucherRow, email: string): Promise<void> {
  const key = customerKey(email)
  if (voucher.onePerCustomer) {
    const [used] = await db
      .select({ id: voucherRedemptions.id })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.customerKey, key)))
    if (used) throw new VoucherError('already_used', `Voucher ${voucher.code} has already been used`)
  }
  if (voucher.firstOrderOnly) {
    const [earlier] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(sql`lower(${orders.email}) = ${key}`, ne(orders.status, 'cancelled')))
      .limit(1)
    if (earlier) {
      throw new VoucherError('first_order_only', `Voucher ${voucher.code} is for a first order only`)
    }
  }
}

export const customerKey = (email: string) => email.trim().toLowerCase()

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
): Promise<void> {
  const { voucher, discount } = applied
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
}
