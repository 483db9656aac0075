import { eq, inArray } from 'drizzle-orm'
import { ENVELOPES, type EnvelopeSizeClass } from '@/lib/config/pricing'
import { accessories, type AccessoryRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { DEFAULT_ENVELOPE_COLOUR, ENVELOPE_COLOURS } from '@/lib/model/accessory-keys'
import { ShopError } from '@/lib/shop/common/errors'
import { ENVELOPE_FLAPS, type CardLineOptions } from '@/lib/shop/sales/pricing/schema'

/**
 * Accessories bought on their own. The price list sells envelopes as items of their own (product type
 * `envelope`, priced by size class); ribbons, screws, holders, tags and punchings are options of a card
 * line and have no price without the card, so the cart refuses them as separate lines.
 */
export function accessoryLineOptions(
  row: Pick<AccessoryRow, 'sku' | 'kind' | 'subtype' | 'priceKey'> & Partial<Pick<AccessoryRow, 'colour'>>,
): Omit<CardLineOptions, 'quantity'> {
  const [kind, sizeClass] = row.priceKey.split('.')
  const flap = ENVELOPE_FLAPS.find((f) => f === row.subtype)
  if (row.kind !== 'envelope' || kind !== 'envelope' || !flap || !isSizeClass(sizeClass)) {
    throw new ShopError(`${row.sku} is sold only as an option of a card, not on its own`, {
      status: 422,
      field: 'sku',
    })
  }
  const format = ENVELOPES[sizeClass].fits[0]
  // The row's colour names the cart line ("…, Creme"); a row without one is the default white.
  const colour = ENVELOPE_COLOURS[flap].find((c) => c === row.colour) ?? DEFAULT_ENVELOPE_COLOUR
  return { productType: 'envelope', format, envelope: { flap, sizeClass, colour } }
}

function isSizeClass(value: string | undefined): value is EnvelopeSizeClass {
  return value !== undefined && Object.hasOwn(ENVELOPES, value)
}

export async function findAccessory(db: Db, sku: string): Promise<AccessoryRow | null> {
  const [row] = await db.select().from(accessories).where(eq(accessories.sku, sku))
  return row ?? null
}

export async function accessoriesBySku(db: Db, skus: readonly string[]): Promise<Map<string, AccessoryRow>> {
  if (skus.length === 0) return new Map()
  const rows = await db
    .select()
    .from(accessories)
    .where(inArray(accessories.sku, [...new Set(skus)]))
  return new Map(rows.map((row) => [row.sku, row]))
}
