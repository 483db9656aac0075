import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { Db } from '@/lib/db/types'
import { listAccessories } from '@/lib/shop/catalogue/accessories'
import { ShopError } from '@/lib/shop/common/errors'
import { quoteAccessory } from '@/lib/shop/sales/pricing/accessory-price'
import { accessoryLineOptions } from './accessory-line'
import { assertBrandSellsCards } from './brand-range'
import { defaultCountryOf } from './owner'

export interface OrderableAccessory {
  sku: string
  name: string
  subtype: string | null
  colour: string | null
  widthMm: number | null
  heightMm: number | null
  /** Per piece in the shop's currency, minor units; the same at every quantity (envelopes). */
  unitPrice: number
  currency: 'EUR' | 'CHF'
}

/**
 * What the /accessory page offers: the accessories the cart takes on their own (accessory-line.ts:
 * envelopes; ribbons, screws and the like are options of a card line), priced for the shop's own
 * country, in catalogue order.
 */
export async function orderableAccessories(db: Db, locale: ShopLocaleCode): Promise<OrderableAccessory[]> {
  const country = defaultCountryOf(locale)
  const rows = await listAccessories(db, locale)
  return rows.flatMap((row) => {
    if (!row.priceKey) return []
    try {
      accessoryLineOptions({ ...row, priceKey: row.priceKey })
      const quote = quoteAccessory(row, 1, country)
      return [
        {
          sku: row.sku,
          name: row.name,
          subtype: row.subtype,
          colour: row.colour,
          widthMm: row.widthMm,
          heightMm: row.heightMm,
          unitPrice: quote.unitPrice,
          currency: quote.currency,
        },
      ]
    } catch (error) {
      if (error instanceof ShopError) return []
      throw error
    }
  })
}

/** The /accessory page's offer, or null in a brand that sells no card range (the page is a 404 there). */
export async function accessoryPageOffer(
  db: Db,
  brand: BrandKey,
  locale: ShopLocaleCode,
): Promise<OrderableAccessory[] | null> {
  try {
    await assertBrandSellsCards(db, brand, 'brand')
  } catch (error) {
    if (error instanceof ShopError) return null
    throw error
  }
  return orderableAccessories(db, locale)
}
