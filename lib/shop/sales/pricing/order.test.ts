import { describe, expect, it } from 'vitest'
import { quoteOrder } from './order'
import type { CardLineOptions, OrderQuoteInput } from './schema'

const postcards = (quantity: number): CardLineOptions => ({
  productType: 'postcard',
  format: 'a6',
  paper: 'standard-matt',
  quantity,
})

describe('quoteOrder', () => {
  it('adds lines, paid samples and shipping, and extracts VAT once per rate', () => {
    const quote = quoteOrder({ country: 'DE', lines: [postcards(10), postcards(100)], samples: 4 })
    // 10 × 1,99 + 100 × 1,19 + 1 paid sample × 1,90 + 4,99 shipping
    expect(quote).toMatchObject({ subtotal: 1990 + 11_900 + 190, total: 14_080 + 499, currency: 'EUR' })
    // 14 579 × 19/119 = 2 327.78… → 2 328
    expect(quote.vat).toEqual([{ vatBasisPoints: 1900, gross: 14_579, net: 12_251, vat: 2328 }])
    expect(quote.invoiceAllowed).toBe(true)
  })

  it.each([
    // 100 postcards + standard shipping: AT 119,00 + 5,99 € at 20 %; CH 145,00 + 9,99 CHF at 8.1 %
    ['AT', { vatBasisPoints: 2000, gross: 12_499, net: 10_416, vat: 2083 }], // 2 083.17
    ['CH', { vatBasisPoints: 810, gross: 15_499, net: 14_338, vat: 1161 }], // 1 161.36
    ['LU', { vatBasisPoints: 1700, gross: 12_799, net: 10_939, vat: 1860 }], // 1 859.68
  ] as const)('uses the delivery country’s rate (%s)', (country, row) => {
    expect(quoteOrder({ country, lines: [postcards(100)] }).vat).toEqual([row])
  })

  it('ships up to 3 free samples free, and only those', () => {
    expect(quoteOrder({ country: 'DE', lines: [], samples: 3 })).toMatchObject({
      total: 0,
      shipping: { price: 0, free: true },
      invoiceAllowed: false,
    })
    expect(quoteOrder({ country: 'DE', lines: [], samples: 4 }).total).toBe(190 + 499)
    expect(quoteOrder({ country: 'DE', lines: [], samples: 2, shipping: 'express' }).total).toBe(1299)
  })

  it('allows invoice purchase from 25 in the basket currency', () => {
    // 3 free samples + 12 paid × 1,90 = 22,80 + 4,99 shipping = 27,79; 10 paid → 19,00 + 4,99 = 23,99
    expect(quoteOrder({ country: 'DE', lines: [], samples: 15 }).invoiceAllowed).toBe(true)
    expect(quoteOrder({ country: 'DE', lines: [], samples: 13 }).invoiceAllowed).toBe(false)
    // 1 postcard 2,49 + 5,99 shipping to AT + 9 paid samples 17,10 = 25,58
    const at = quoteOrder({ country: 'AT', lines: [postcards(1)], samples: 12 })
    expect(at.total).toBe(249 + 599 + 9 * 190)
    expect(at.invoiceAllowed).toBe(true)
    // 10 paid samples × 1,90 + 5,99 = 24,99: one cent short
    expect(quoteOrder({ country: 'AT', lines: [], samples: 13 })).toMatchObject({
      total: 2499,
      invoiceAllowed: false,
    })
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty order', { country: 'DE', lines: [] }, 'lines', 'empty_order'],
    [
      'Saturday express outside Germany',
      { country: 'AT', lines: [postcards(10)], shipping: 'saturday' },
      'shipping',
      'method_not_offered',
    ],
    [
      'express where none is offered',
      { country: 'FR', lines: [postcards(10)], shipping: 'express' },
      'shipping',
      'method_not_offered',
    ],
    [
      'a bad line, named by index',
      { country: 'DE', lines: [postcards(10), postcards(11)] },
      'lines.1.quantity',
      'not_a_quantity_step',
    ],
    [
      'an unknown key in a line',
      { country: 'DE', lines: [{ ...postcards(10), price: 1 }] },
      'lines.0.price',
      'invalid_input',
    ],
    ['more samples than allowed', { country: 'DE', lines: [], samples: 21 }, 'samples', 'invalid_input'],
    ['negative samples', { country: 'DE', lines: [], samples: -1 }, 'samples', 'invalid_input'],
    [
      'a line with its own country',
      { country: 'DE', lines: [{ ...postcards(10), country: 'AT' }] },
      'lines.0.country',
      'invalid_input',
    ],
    [
      'a currency mismatch',
      { country: 'CH', currency: 'EUR', lines: [postcards(10)] },
      'currency',
      'currency_mismatch',
    ],
  ])('refuses %s', (_, input, field, code) => {
    expect(() => quoteOrder(input as OrderQuoteInput)).toThrow(
      expect.objectContaining({ name: 'PricingError', field, code }),
    )
  })
})
