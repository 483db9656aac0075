import { handle } from '@/lib/http/endpoint'
import { formatGroupPricesImages } from '@/lib/shop/photo-frame/group-images'
import { formatGroupPricesImagesEndpoint } from '@/lib/shop/photo-frame/price-endpoints'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(formatGroupPricesImagesEndpoint, ({ query, ctx }) =>
  formatGroupPricesImages(query.materialType, ctx.locale, resolveShopCurrency(ctx.locale, query.currency)),
)
