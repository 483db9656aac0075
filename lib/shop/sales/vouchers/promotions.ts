import { vouchers } from '@/lib/db/schema'
import { upsertChanged } from '@/lib/db/seed-upsert'
import type { Db } from '@/lib/db/types'
import { newVoucherSchema, type NewVoucher } from './schema'

/**
 * The shop's public promotion codes, seeded with the catalogue (scripts/db-setup.ts). The voucher
 * pages of the content store (content/<brand>/gutscheine.json, `voucher` container) print these codes
 * with their last day and minimum order; a test holds story and seed together, so a page never shows
 * a code the checkout refuses. Staff-made and newsletter codes are not here.
 */
export const PROMOTION_SEED = [
  {
    code: 'FREUDE10',
    kind: 'percentage',
    percentBasisPoints: 1000,
    minimumBasket: { EUR: 3000, CHF: 3000, USD: 3000 },
    // The end of the last day in Germany (CET in winter).
    validUntil: new Date('2027-12-31T23:59:59+01:00'),
    onePerCustomer: true,
  },
] as const satisfies readonly NewVoucher[]

/** Upserts the promotion codes; a second run changes nothing. Redemption counts are never touched. */
export async function seedPromotions(db: Db): Promise<number> {
  const rows = PROMOTION_SEED.map((promotion) => newVoucherSchema.parse(promotion))
  return upsertChanged(db, vouchers, rows, vouchers.code, [
    'kind',
    'percentBasisPoints',
    'minimumBasket',
    'validUntil',
    'onePerCustomer',
  ])
}
