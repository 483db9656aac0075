import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openTestDb } from '@/lib/db/test-db'
import { PROMOTION_SEED, seedPromotions } from './promotions'
import { applyVoucher } from './vouchers'

describe('seeded promotion codes', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await openTestDb()
  })
  afterAll(async () => {
    await handle.close()
  })

  it('are written once and then left alone', async () => {
    expect(await seedPromotions(handle.db)).toBe(PROMOTION_SEED.length)
    expect(await seedPromotions(handle.db)).toBe(0)
  })

  it('take their percentage off a basket above the minimum until their last day', async () => {
    const [promotion] = PROMOTION_SEED
    const now = new Date('2026-12-01T10:00:00Z')
    const applied = await applyVoucher(handle.db, promotion.code.toLowerCase(), {
      currency: 'EUR',
      subtotal: 5000,
      now,
    })
    expect(applied.discount).toBe(500)
    await expect(
      applyVoucher(handle.db, promotion.code, { currency: 'EUR', subtotal: 2999, now }),
    ).rejects.toThrow()
    await expect(
      applyVoucher(handle.db, promotion.code, {
        currency: 'CHF',
        subtotal: 5000,
        now: new Date('2028-01-01T00:00:00Z'),
      }),
    ).rejects.toThrow()
  })
})
