import { describe, expect, it } from 'vitest'
import { PHOTOBOOK_DESIGN_GROUP_SETS } from './design-group-sets'
import { readPhotobookConfig } from './configurator-query'
import { photobookPriceQuerySchema } from './schema'
import { quotePhotobook } from './pricing'
import { photobookPriceQuery } from './price-query'

describe('the configurator’s price query', () => {
  it('is one /web-api/photobook-price accepts and prices, for every set’s opening book', () => {
    for (const set of PHOTOBOOK_DESIGN_GROUP_SETS) {
      const book = readPhotobookConfig({}, set)
      const query = photobookPriceQuery(book, 3, 'CHF')
      const parsed = photobookPriceQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
      expect(parsed).toMatchObject({ designGroupSetId: set.id, pageCount: book.pageCount, amount: 3 })
      expect(quotePhotobook(parsed, 'CHF').amount).toBe(3)
    }
  })
})
