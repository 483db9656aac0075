import { describe, expect, it } from 'vitest'
import { ShopError } from '@/lib/shop/common/errors'
import { photoPrintsLineOptions, pricePhotoPrintsLine, PHOTO_PRINTS_MAX_AMOUNT } from './line'

const spec = {
  items: [
    { format: '10x15' as const, paper: 'matt' as const, border: 'none' as const, copies: 3 },
    { format: '20x30' as const, paper: 'glossy' as const, border: 'white' as const, copies: 1 },
  ],
}

describe('photo-print lines', () => {
  it('take their options from the spec and price a set times the sets', () => {
    const options = photoPrintsLineOptions(spec, 2)
    expect(options).toEqual({ items: spec.items, amount: 2 })
    const priced = pricePhotoPrintsLine(options, { currency: 'EUR', vatBasisPoints: 1900 })
    expect(priced).toMatchObject({ unitPrice: 3 * 25 + 199, total: 2 * (3 * 25 + 199), vatBasisPoints: 1900 })
    expect(priced.quote.prints).toBe(4)
  })

  it.each([0, PHOTO_PRINTS_MAX_AMOUNT + 1, 1.5])('refuse %s sets as a 422 naming quantity', (quantity) => {
    try {
      photoPrintsLineOptions(spec, quantity)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ShopError)
      expect((error as ShopError).options).toMatchObject({ status: 422, field: 'quantity' })
    }
  })
})
