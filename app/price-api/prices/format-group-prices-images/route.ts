import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { formatGroupPricesImages } from '@/lib/shop/photo-products/photo-frame/group-images'
import { formatGroupPricesImagesEndpoint } from '@/lib/api/photo-products/photo-frame/price-endpoints'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(formatGroupPricesImagesEndpoint, ({ query, ctx }) =>
  withLengthUnit(
    formatGroupPricesImages(query.materialType, ctx.locale, resolveShopCurrency(ctx.locale, query.currency)),
    ctx.locale,
  ),
)
