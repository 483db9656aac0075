import { describe, expect, it } from 'vitest'
import {
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_FORMAT_KEYS,
  PHOTO_PRINT_PAPER_KEYS,
} from '@/lib/model/photo-print-keys'
import { photoOptionGroups } from '@/lib/shop/photo-products/photo-frame/selection'
import { quotePhotoPrints } from '@/lib/shop/photo-products/photo-prints/pricing'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import { priceTable, printUnitPrice, setPrice } from './group-prices'

describe('prices from the photo-options groups', () => {
  it.each(SHOP_CURRENCIES)('are the cart’s prices for every print in %s', (currency) => {
    const table = priceTable(photoOptionGroups('de-DE', currency).groups)
    const items = PHOTO_PRINT_FORMAT_KEYS.flatMap((format) =>
      PHOTO_PRINT_PAPER_KEYS.flatMap((paper) =>
        PHOTO_PRINT_BORDERS.map((border, i) => ({ format, paper, border, copies: i + 2 })),
      ),
    )
    const quote = quotePhotoPrints({ items }, currency)
    items.forEach((item, i) => expect(printUnitPrice(table, item)).toBe(quote.items[i]?.unitPrice))
    expect(setPrice(table, items)).toEqual({ total: quote.total, prints: quote.prints })
  })

  it('leave the price unknown when an option is not listed', () => {
    const table = priceTable([{ group: 'print-format', options: [{ option: '10x15', price: 25 }] }])
    const item = { format: '10x15', paper: 'matt', border: 'none', copies: 1 } as const
    expect(printUnitPrice(table, item)).toBeNull()
    expect(setPrice(table, [item])).toEqual({ total: null, prints: 1 })
  })
})
