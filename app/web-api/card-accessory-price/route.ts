import { handle } from '@/lib/api/endpoint'
import { quoteAccessoryBySku } from '@/lib/shop/catalogue/accessory-by-sku'
import { cardAccessoryPriceEndpoint } from '@/lib/api/sales/pricing/accessory-price-endpoint'

export const GET = handle(cardAccessoryPriceEndpoint, async ({ query, db }) =>
  quoteAccessoryBySku(await db(), query),
)
