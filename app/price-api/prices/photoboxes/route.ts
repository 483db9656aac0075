import { handle } from '@/lib/http/endpoint'
import { photoboxPrices } from '@/lib/shop/photobox/data'
import { photoboxPricesEndpoint } from '@/lib/shop/photobox/endpoints'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(photoboxPricesEndpoint, ({ query, ctx }) =>
  photoboxPrices(query, resolveShopCurrency(ctx.locale, query.currency)),
)
