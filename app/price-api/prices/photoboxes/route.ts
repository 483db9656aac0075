import { handle } from '@/lib/api/endpoint'
import { photoboxPrices } from '@/lib/shop/photo-products/photobox/data'
import { photoboxPricesEndpoint } from '@/lib/api/photo-products/photobox/endpoints'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(photoboxPricesEndpoint, ({ query, ctx }) =>
  photoboxPrices(query, resolveShopCurrency(ctx.locale, query.currency)),
)
