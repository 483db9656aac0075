import { ACCESSORIES, CARD_TIER_PRICES, ENVELOPES, PAPERS } from '@/lib/config/pricing'
import type { DeliveryCountry } from '@/lib/config/shipping'
import { ShopError } from '@/lib/shop/common/errors'
import { cardMarket, resolveMarket, type Market } from './market'
import { multiplyMinor } from './money'
import { tierPrice } from './card-line'

/**
 * Accessories bought on their own (spec: card-accessory-price): the per-piece price behind an
 * accessory's price key ("envelope.standard", "ribbon.jute", "inlay.premium-matt", …) for a market.
 * Inlays are printed sheets, so they cost an insert card of their paper at that quantity.
 */
export function accessoryUnitPrice(priceKey: string, quantity: number, anyMarket: Market): number | null {
  // Card accessories belong to the card channel, which the US shop does not sell.
  const market = cardMarket(anyMarket, 'sku')
  const [kind, key] = priceKey.split('.') as [string, string | undefined]
  if (key === undefined) return null
  if (kind === 'envelope') return lookup(ENVELOPES, key)?.price[market.region] ?? null
  if (kind === 'inlay') {
    const paper = lookup(PAPERS, key)
    if (!paper) return null
    return (
      tierPrice(CARD_TIER_PRICES['insert-card'][market.currency], quantity) + paper.surcharge[market.currency]
    )
  }
  const table = lookup(ACCESSORIES, kind) as
    Readonly<Record<string, Readonly<Record<string, number>>>> | undefined
  return (table && lookup(table, key)?.[market.currency]) ?? null
}

export interface AccessoryQuote {
  sku: string
  kind: string
  priceKey: string
  country: DeliveryCountry
  currency: 'EUR' | 'CHF'
  quantity: number
  unitPrice: number
  total: number
}

export function quoteAccessory(
  accessory: { sku: string; kind: string; priceKey: string | null },
  quantity: number,
  country: DeliveryCountry,
): AccessoryQuote {
  const market = cardMarket(resolveMarket(country), 'sku')
  const unitPrice = accessory.priceKey ? accessoryUnitPrice(accessory.priceKey, quantity, market) : null
  if (unitPrice === null || accessory.priceKey === null) {
    throw new ShopError(`${accessory.sku} is not sold on its own`, { status: 422, field: 'sku' })
  }
  return {
    sku: accessory.sku,
    kind: accessory.kind,
    priceKey: accessory.priceKey,
    country,
    currency: market.currency,
    quantity,
    unitPrice,
    total: multiplyMinor(unitPrice, quantity),
  }
}

/** Own-property lookup, so keys like "__proto__" from a price key read as missing. */
function lookup<T extends object>(table: T, key: string): T[keyof T] | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof T] : undefined
}
