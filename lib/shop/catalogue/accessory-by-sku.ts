import { eq } from 'drizzle-orm'
import type { DeliveryCountry } from '@/lib/config/shipping'
import { accessories } from '@/lib/db/schema'
import { quoteAccessory, type AccessoryQuote } from '../sales/pricing/accessory-price'
import { ShopError } from '../common/errors'
import type { Db } from '@/lib/db/types'

/** One accessory by its SKU (the price key says which price-list entry it is sold at), or null. */
export async function findAccessoryBySku(db: Db, sku: string) {
  const [row] = await db
    .select({ sku: accessories.sku, kind: accessories.kind, priceKey: accessories.priceKey })
    .from(accessories)
    .where(eq(accessories.sku, sku))
    .limit(1)
  return row ?? null
}

/** The price of an accessory bought on its own; 404 naming `sku` when there is no such accessory. */
export async function quoteAccessoryBySku(
  db: Db,
  query: { sku: string; quantity: number; country: DeliveryCountry },
): Promise<AccessoryQuote> {
  const accessory = await findAccessoryBySku(db, query.sku)
  if (!accessory) throw new ShopError(`No accessory with SKU ${query.sku}`, { status: 404, field: 'sku' })
  return quoteAccessory(accessory, query.quantity, query.country)
}
