import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import {
  PHOTOBOOK_FORMAT_KEYS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_TYPE_KEYS,
  PHOTOBOOK_TYPES,
  pageCountsOf,
} from './config'
import { quotePhotobook, type PhotobookOptions } from './pricing'

const bookArb: fc.Arbitrary<PhotobookOptions> = fc.constantFrom(...PHOTOBOOK_TYPE_KEYS).chain((type) =>
  fc.record({
    type: fc.constant(type),
    format: fc.constantFrom(...PHOTOBOOK_FORMAT_KEYS),
    cover: fc.constantFrom(...PHOTOBOOK_TYPES[type].covers),
    paper: fc.constantFrom(...PHOTOBOOK_TYPES[type].papers),
    coverLamination: fc.constantFrom(...PHOTOBOOK_LAMINATIONS),
    pageCount: fc.constantFrom(...pageCountsOf(type).slice(0, -1)),
    amount: fc.integer({ min: 1, max: 99 }),
  }),
)

describe('photo book prices', () => {
  it.each([
    ['digitalfotobuch', 'din-landscape', 24, 'EUR', 2999 + 800],
    ['echtfotobuch', 'square', 26, 'CHF', 5199 + 180 + 13 * 25 + 1000],
    ['fotoheft', 'din-portrait', 20, 'USD', 1399 + 2 * 45],
  ] as const)('%s %s with %i pages costs %s %i', (type, format, pageCount, currency, unit) => {
    expect(
      quotePhotobook({ type, format, pageCount, coverLamination: 'glossy', amount: 1 }, currency).unitPrice,
    ).toBe(unit)
  })

  it('grows with pages and copies; totals are the sum of their parts and never negative', () => {
    fc.assert(
      fc.property(bookArb, fc.constantFrom(...SHOP_CURRENCIES), (book, currency) => {
        const quote = quotePhotobook(book, currency)
        expect(quote.unitPrice).toBe(quote.components.reduce((sum, c) => sum + c.unitPrice, 0))
        expect(quote.total).toBe(quote.lines.reduce((sum, l) => sum + l.total, 0))
        expect(quote.total).toBeGreaterThan(0)
        const step = PHOTOBOOK_TYPES[book.type].pages.step
        const thicker = quotePhotobook({ ...book, pageCount: quote.pageCount + step }, currency)
        expect(thicker.unitPrice).toBeGreaterThan(quote.unitPrice)
        expect(quotePhotobook({ ...book, amount: book.amount + 1 }, currency).total).toBeGreaterThan(
          quote.total,
        )
      }),
    )
  })
})
