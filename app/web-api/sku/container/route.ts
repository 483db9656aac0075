import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { resolveSkuContainer, skuContainerEndpoint } from '@/lib/shop/sku-container/resolve'

export const GET = handle(skuContainerEndpoint, async ({ query }) =>
  resolveSkuContainer(await getDb(), query.sku),
)
