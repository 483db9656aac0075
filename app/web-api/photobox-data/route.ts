import { handle } from '@/lib/api/endpoint'
import { photoboxData } from '@/lib/shop/photo-products/photobox/data'
import { photoboxDataEndpoint } from '@/lib/api/photo-products/photobox/endpoints'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(photoboxDataEndpoint, ({ query, ctx }) =>
  photoboxData(ctx.locale, resolveShopCurrency(ctx.locale, query.currency)),
)
