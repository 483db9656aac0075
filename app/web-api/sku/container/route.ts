import { handle } from '@/lib/api/endpoint'
import { skuContainerEndpoint } from '@/lib/api/catalogue/sku-container/endpoints'
import { resolveSkuContainer } from '@/lib/shop/catalogue/sku-container/resolve'

export const GET = handle(skuContainerEndpoint, async ({ query, db }) =>
  resolveSkuContainer(await db(), query.sku),
)
