import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { guestListQuantity, QUANTITY_STEPS } from '@/lib/shop/sales/pricing/quantity'
import { cardsToPrint } from './render-line'

const guestRows = (n: number) => Array.from({ length: n }, (_, i) => ({ Name: `Gast ${i + 1}` }))

describe('cardsToPrint (ADR 0081: printed cards = paid quantity)', () => {
  it('prints 30 guests and 5 cards without names for 35 paid cards', () => {
    const cards = cardsToPrint(guestRows(30), 35)
    expect(cards).toHaveLength(35)
    expect(cards.slice(0, 30).every((row) => row.Name?.startsWith('Gast'))).toBe(true)
    expect(cards.slice(30)).toEqual(Array.from({ length: 5 }, () => ({})))
  })

  it('prints exactly the paid quantity for any guest count, extras asked for and higher step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 3 }),
        (guests, extras, stepsUp) => {
          const smallest = guestListQuantity(guests, extras)
          if (smallest === null) return
          // The shopper may pick a higher step for more extras.
          const index = QUANTITY_STEPS.indexOf(smallest) + stepsUp
          const paid = QUANTITY_STEPS[Math.min(index, QUANTITY_STEPS.length - 1)]!
          const cards = cardsToPrint(guestRows(guests), paid)
          expect(cards).toHaveLength(paid)
          expect(cards.filter((row) => 'Name' in row)).toHaveLength(guests)
          expect(paid - guests).toBeGreaterThanOrEqual(extras)
        },
      ),
    )
  })

  it('refuses a line that pays for fewer cards than it has guests (never a silent short run)', () => {
    expect(() => cardsToPrint(guestRows(30), 25)).toThrow(/25 cards .* 30 guests/)
  })
})
