import { inArray } from 'drizzle-orm'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency, DeliveryCountry } from '@/lib/config/shipping'
import { designs, type CartItemRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { localize } from '@/lib/shop/catalogue/localized-text'
import { ShopError } from '@/lib/shop/common/errors'
import { priceCardLine, type CardLineQuote } from '@/lib/shop/sales/pricing/card-line'
import { PricingError } from '@/lib/shop/sales/pricing/errors'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import type { VatAmount } from '@/lib/shop/sales/pricing/money'
import { quoteOrder, type OrderQuote } from '@/lib/shop/sales/pricing/order'
import {
  cardLineOptionsSchema,
  parsePricingInput,
  type CardLineOptions,
  type ShippingMethod,
} from '@/lib/shop/sales/pricing/schema'
import type { SamplesQuote } from '@/lib/shop/sales/pricing/samples'
import { accessoriesBySku, accessoryLineOptions } from './accessory-line'
import { guestCounts, guestListIdOf } from './guest-counts'

export interface PricedCartLine {
  id: string
  kind: CartItemRow['kind']
  designId: number | null
  savedDesignId: string | null
  designName: string | null
  designSlug: string | null
  hasSnapshot: boolean
  /** Guests of the design's guest list (one card each); null without a list. */
  guestCount: number | null
  /** Pricing product type, e.g. folded-card; envelope for envelope accessories. */
  productType: string | null
  sku: string | null
  accessoryName: string | null
  options: Record<string, unknown>
  quantity: number
  unitPrice: number
  total: number
  /** The engine's itemised quote (null for samples, which are priced together). */
  quote: CardLineQuote | null
  /** Exactly what the engine priced (options with quantity); stored with the order line. */
  engineInput: Record<string, unknown> | null
  /** Set when the line can no longer be priced (price list changed); it blocks checkout. */
  error: { field: string; message: string } | null
}

export interface PricedCart {
  country: DeliveryCountry
  currency: BasketCurrency
  lines: PricedCartLine[]
  samples: SamplesQuote | null
  /** The engine's quote over all priceable lines; null for an empty cart. */
  quote: OrderQuote | null
  subtotal: number
  shipping: number
  total: number
  vat: VatAmount[]
  invoiceAllowed: boolean
  /** True when a line failed to price: the cart shows it, the checkout refuses. */
  hasErrors: boolean
}

/**
 * Prices a cart's lines for one delivery country and shipping method, always through the pricing
 * engine: nothing about money is read from the cart rows. Called on every read and again, inside the
 * order transaction, at placement.
 */
export async function priceCart(
  db: Db,
  rows: readonly CartItemRow[],
  country: DeliveryCountry,
  shipping: ShippingMethod,
  locale: ShopLocaleCode,
): Promise<PricedCart> {
  const market = resolveMarket(country)
  const designIds = rows.flatMap((row) => (row.designId === null ? [] : [row.designId]))
  const designRows = designIds.length
    ? await db
        .select({ id: designs.id, slug: designs.slug, name: designs.name })
        .from(designs)
        .where(inArray(designs.id, [...new Set(designIds)]))
    : []
  const designById = new Map(designRows.map((d) => [d.id, d]))
  const accessoryRows = await accessoriesBySku(
    db,
    rows.flatMap((row) => (row.sku === null ? [] : [row.sku])),
  )

  const guests = await guestCounts(
    db,
    rows.map((row) => row.designSnapshot),
  )

  const lines = rows.map((row): PricedCartLine => {
    const design = row.designId === null ? undefined : designById.get(row.designId)
    const accessory = row.sku === null ? undefined : accessoryRows.get(row.sku)
    const base: PricedCartLine = {
      id: row.id,
      kind: row.kind,
      designId: row.designId,
      savedDesignId: row.savedDesignId,
      designName: design ? localize(design.name, locale, `designs.name of ${design.id}`) : null,
      designSlug: design?.slug ?? null,
      hasSnapshot: row.designSnapshot !== null,
      guestCount: guests.get(guestListIdOf(row.designSnapshot) ?? '') ?? null,
      productType: null,
      sku: row.sku,
      accessoryName: accessory
        ? localize(accessory.name, locale, `accessories.name of ${accessory.sku}`)
        : null,
      options: row.options ?? {},
      quantity: row.quantity,
      unitPrice: 0,
      total: 0,
      quote: null,
      engineInput: null,
      error: null,
    }
    if (row.kind === 'sample') return base
    try {
      const options = row.kind === 'accessory' ? accessoryOptions(accessory, row.sku) : (row.options ?? {})
      const engineInput = { ...options, quantity: row.quantity }
      const parsed = parsePricingInput(cardLineOptionsSchema, engineInput)
      const quote = priceCardLine(parsed, market)
      const { productType } = parsed
      return { ...base, productType, unitPrice: quote.unitPrice, total: quote.total, quote, engineInput }
    } catch (error) {
      if (!(error instanceof ShopError)) throw error
      const field = error instanceof PricingError ? error.field : (error.options.field ?? 'options')
      return { ...base, productType: productTypeOf(row), error: { field, message: error.message } }
    }
  })

  const priceable = lines.filter((line) => line.quote !== null)
  const sampleCount = lines.filter((line) => line.kind === 'sample').length
  const quote =
    priceable.length === 0 && sampleCount === 0
      ? null
      : quoteOrder({
          country,
          lines: priceable.map((line) => line.engineInput as CardLineOptions),
          samples: sampleCount,
          shipping,
        })
  return {
    country,
    currency: market.currency,
    lines,
    samples: quote && sampleCount > 0 ? quote.samples : null,
    quote,
    subtotal: quote?.subtotal ?? 0,
    shipping: quote?.shipping.price ?? 0,
    total: quote?.total ?? 0,
    vat: quote?.vat ?? [],
    invoiceAllowed: quote?.invoiceAllowed ?? false,
    hasErrors: lines.some((line) => line.error !== null),
  }
}

function accessoryOptions(
  accessory: Parameters<typeof accessoryLineOptions>[0] | undefined,
  sku: string | null,
) {
  if (!accessory) {
    throw new ShopError(`Accessory ${sku ?? ''} is no longer available`, { status: 422, field: 'sku' })
  }
  return accessoryLineOptions(accessory)
}

function productTypeOf(row: CartItemRow): string | null {
  const value = row.options?.productType
  return typeof value === 'string' ? value : null
}
