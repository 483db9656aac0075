import { handle } from '@/lib/http/endpoint'
import { photoboxData } from '@/lib/shop/photobox/data'
import { photoboxDataEndpoint } from '@/lib/shop/photobox/endpoints'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(photoboxDataEndpoint, ({ query, ctx }) =>
  photoboxData(ctx.locale, resolveShopCurrency(ctx.locale, query.currency)),
)
