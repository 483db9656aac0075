import { describe, expect, it } from 'vitest'
import { giftVoucherValidUntil, isGiftVoucherAmount, newGiftVoucherCode } from './terms'

describe('gift voucher terms', () => {
  it('is valid to the end of the third year after the purchase, German time', () => {
    expect(giftVoucherValidUntil(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe(
      '2029-12-31T23:00:00.000Z',
    )
    // Bought at 00:30 on 1 January in Germany (still 31 December in UTC): a voucher of the new year.
    expect(giftVoucherValidUntil(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2030-12-31T23:00:00.000Z',
    )
  })

  it.each([
    [1000, true],
    [2500, true],
    [50000, true],
    [999, false],
    [50100, false],
    [2550, false],
    [-2500, false],
    [Number.NaN, false],
  ])('%s minor units is a sellable amount: %s', (amount, ok) => {
    expect(isGiftVoucherAmount('EUR', amount)).toBe(ok)
  })

  it('draws codes of 16 unambiguous characters that do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newGiftVoucherCode))
    expect(codes.size).toBe(2000)
    for (const code of [...codes].slice(0, 50)) expect(code).toMatch(/^GS(-[A-HJKMNP-Z2-9]{4}){4}$/)
  })
})
