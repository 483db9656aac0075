import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { quoteAccessoryBySku } from '@/lib/shop/catalog/accessory-by-sku'
import { cardAccessoryPriceEndpoint } from '@/lib/shop/pricing/accessory-price-endpoint'

export const GET = handle(cardAccessoryPriceEndpoint, async ({ query }) =>
  quoteAccessoryBySku(await getDb(), query),
)
