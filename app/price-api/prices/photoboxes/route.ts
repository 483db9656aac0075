import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { photoboxPrices } from '@/lib/shop/photo-products/photobox/data'
import { photoboxPricesEndpoint } from '@/lib/api/photo-products/photobox/endpoints'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(photoboxPricesEndpoint, ({ query, ctx }) =>
  withLengthUnit(photoboxPrices(query, resolveShopCurrency(ctx.locale, query.currency)), ctx.locale),
)
