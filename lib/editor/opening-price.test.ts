import { describe, expect, it } from 'vitest'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { openingPrice } from './opening-price'

const postcards = { productType: 'postcard', format: 'a6', paper: 'standard-matt', quantity: 50 } as const

describe('openingPrice', () => {
  it("is the pricing engine's quote, formatted as the price box shows it", () => {
    const quote = quoteCardLine({ ...postcards, country: 'DE' })
    expect(openingPrice(postcards, 'DE', 'de-DE')).toEqual({
      total: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(quote.total / 100),
      unit: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
        quote.unitPrice / 100,
      ),
    })
    expect(openingPrice(postcards, 'CH', 'de-CH')?.total).toMatch(/^CHF/)
  })

  it('is null for options the price list refuses, so the price box asks and shows the reason', () => {
    expect(openingPrice({ ...postcards, quantity: 7 }, 'DE', 'de-DE')).toBeNull()
    expect(openingPrice(postcards, 'XX', 'de-DE')).toBeNull()
  })
})
