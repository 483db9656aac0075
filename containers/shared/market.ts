import { SHOP_LOCALES } from '@/lib/config/locales'
import { isDeliveryCountry } from '@/lib/config/shipping'
import { resolveMarket, type Market } from '@/lib/shop/sales/pricing/market'
import type { ContainerContext } from '../types'

/** The card channel's price market for the page's country; null where the shop does not deliver. */
export function marketOf(ctx: ContainerContext): Market | null {
  const country = SHOP_LOCALES[ctx.localeSegment].country
  return isDeliveryCountry(country) ? resolveMarket(country) : null
}
