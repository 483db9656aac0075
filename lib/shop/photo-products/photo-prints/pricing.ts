import type { PhotoPrintItem, PhotoPrintsSpec } from '@/lib/shop/design-print/design/photo-prints-spec'
import { multiplyMinor, sumMinor } from '@/lib/shop/sales/pricing/money'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { PHOTO_PRINT_BORDER_OPTIONS, PHOTO_PRINT_FORMATS, PHOTO_PRINT_PAPERS } from './config'

/**
 * The price of a set of photo prints (ADR 0076): each print costs its format's price plus the paper
 * and border surcharges, times its copies; the set is the sum. No quantity bands: a print costs the
 * same whether it is the first or the two-hundredth, so the page's running total is a plain sum the
 * shopper can check, and adding a photo never lowers another's price.
 */

export interface PhotoPrintItemQuote extends PhotoPrintItem {
  unitPrice: number
  total: number
}

export interface PhotoPrintsQuote {
  currency: ShopCurrency
  items: PhotoPrintItemQuote[]
  /** Prints in the set, copies counted. */
  prints: number
  total: number
}

/** One print of an item, in minor units of the currency. */
export function photoPrintUnitPrice(
  item: Pick<PhotoPrintItem, 'format' | 'paper' | 'border'>,
  currency: ShopCurrency,
): number {
  return sumMinor([
    PHOTO_PRINT_FORMATS[item.format].price[currency],
    PHOTO_PRINT_PAPERS[item.paper].price[currency],
    PHOTO_PRINT_BORDER_OPTIONS[item.border].price[currency],
  ])
}

export function quotePhotoPrints(spec: PhotoPrintsSpec, currency: ShopCurrency): PhotoPrintsQuote {
  const items = spec.items.map((item) => {
    const unitPrice = photoPrintUnitPrice(item, currency)
    return { ...item, unitPrice, total: multiplyMinor(unitPrice, item.copies) }
  })
  return {
    currency,
    items,
    prints: items.reduce((sum, item) => sum + item.copies, 0),
    total: sumMinor(items.map((item) => item.total)),
  }
}
